-- Genre approval (issue 28, decision 0033): genres typed by artists stay off the home page's genre lists
-- until an admin approves them or they reach `genres.approve_after_tracks` tracks. Every genre that
-- exists already (seeded, imported, made by an admin) counts as approved.
ALTER TABLE "genres" ADD COLUMN IF NOT EXISTS "approved" boolean DEFAULT true NOT NULL;
