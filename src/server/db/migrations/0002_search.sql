-- Local search (music-catalog §3.6): full-text ('simple' config, script-agnostic) plus trigram similarity,
-- both over lower(encore_unaccent(name)) so accents and letter case never matter. unaccent() itself is only
-- STABLE (it reads a dictionary), so index expressions go through this IMMUTABLE wrapper that pins the
-- dictionary by schema-qualified name; queries must use the very same expressions to hit the indexes.
create or replace function encore_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent', $1) $$;
--> statement-breakpoint
create index if not exists "artists_name_trgm_idx" on "artists" using gin (lower(encore_unaccent("name")) gin_trgm_ops);
--> statement-breakpoint
create index if not exists "artists_name_tsv_idx" on "artists" using gin (to_tsvector('simple', lower(encore_unaccent("name"))));
--> statement-breakpoint
create index if not exists "albums_name_trgm_idx" on "albums" using gin (lower(encore_unaccent("name")) gin_trgm_ops);
--> statement-breakpoint
create index if not exists "albums_name_tsv_idx" on "albums" using gin (to_tsvector('simple', lower(encore_unaccent("name"))));
--> statement-breakpoint
create index if not exists "tracks_name_trgm_idx" on "tracks" using gin (lower(encore_unaccent("name")) gin_trgm_ops);
--> statement-breakpoint
create index if not exists "tracks_name_tsv_idx" on "tracks" using gin (to_tsvector('simple', lower(encore_unaccent("name"))));
--> statement-breakpoint
create index if not exists "playlists_name_trgm_idx" on "playlists" using gin (lower(encore_unaccent("name")) gin_trgm_ops);
--> statement-breakpoint
create index if not exists "playlists_name_tsv_idx" on "playlists" using gin (to_tsvector('simple', lower(encore_unaccent("name"))));
--> statement-breakpoint
create index if not exists "tags_display_name_trgm_idx" on "tags" using gin (lower(encore_unaccent(coalesce("display_name", "name"))) gin_trgm_ops);
--> statement-breakpoint
create index if not exists "users_search_name_trgm_idx" on "users" using gin (lower(encore_unaccent(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("username", ''))) gin_trgm_ops);
--> statement-breakpoint
create index if not exists "users_search_name_tsv_idx" on "users" using gin (to_tsvector('simple', lower(encore_unaccent(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("username", '')))));
