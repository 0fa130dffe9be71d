-- Optional providers (issue 25, decision 0032): when an artist was last synced from Spotify, Last.fm or
-- Wikipedia, and the similar artists the Spotify artist provider reports (music-catalog §2.3).
ALTER TABLE "artists" ADD COLUMN IF NOT EXISTS "provider_synced_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "similar_artists" (
	"artist_id" integer NOT NULL REFERENCES "artists"("id") ON DELETE cascade,
	"similar_id" integer NOT NULL REFERENCES "artists"("id") ON DELETE cascade,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "similar_artists_artist_id_similar_id_pk" PRIMARY KEY("artist_id","similar_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "similar_artists_similar_idx" ON "similar_artists" USING btree ("similar_id");
