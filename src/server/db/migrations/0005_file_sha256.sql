ALTER TABLE "file_entries" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
CREATE INDEX "tracks_src_idx" ON "tracks" USING btree ("src");--> statement-breakpoint
CREATE INDEX "file_entries_sha256_idx" ON "file_entries" USING btree ("sha256");