-- The admin subscriptions search (and the admin users list) match e-mail addresses anywhere in the text
-- (ILIKE '%…%'): a trigram index lets both find them without reading every user.
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
