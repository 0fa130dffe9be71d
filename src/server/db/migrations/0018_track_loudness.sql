-- Loudness (issue 26, decision 0024): EBU R128 integrated loudness and true peak of each local track,
-- its ReplayGain track gain (-18 LUFS reference) and its album's gain, written by the loudness job.
-- `loudness_src` is the `src` that was analysed: a replaced file is analysed again.
ALTER TABLE "tracks" ADD COLUMN IF NOT EXISTS "loudness_lufs" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN IF NOT EXISTS "true_peak" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN IF NOT EXISTS "track_gain" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN IF NOT EXISTS "album_gain" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN IF NOT EXISTS "loudness_src" text;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN IF NOT EXISTS "loudness_lufs" real;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN IF NOT EXISTS "album_gain" real;
