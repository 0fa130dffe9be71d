-- The upload page lists an artist's finished audio uploads that no track uses yet, from the server
-- (issue 28): this partial index serves that page in order (newest first) without sorting all of the
-- owner's entries; the check against tracks uses tracks_src_idx.
CREATE INDEX IF NOT EXISTS "file_entries_owner_media_idx" ON "file_entries" USING btree ("owner_id","id" DESC) WHERE "disk_prefix" = 'track_media' AND "deleted_at" IS NULL;
