CREATE INDEX IF NOT EXISTS "channels_type_updated_idx" ON "channels" USING btree ("type","updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "channels_name_lower_idx" ON "channels" USING btree (lower("name"));
