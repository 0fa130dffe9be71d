-- Two-factor recovery codes are kept as SHA-256 hashes (hex), like access tokens: a database leak
-- or an answer that carries the row must not yield a usable code. Existing plain codes (21
-- characters) are hashed in place, so nobody's codes stop working; already hashed values (64 hex
-- characters) are left as they are.
UPDATE "users"
SET "two_factor_recovery_codes" = (
  SELECT coalesce(jsonb_agg(CASE WHEN length(c) = 64 THEN c ELSE encode(sha256(convert_to(c, 'UTF8')), 'hex') END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements_text("two_factor_recovery_codes") WITH ORDINALITY AS codes(c, n)
)
WHERE jsonb_typeof("two_factor_recovery_codes") = 'array';
