DROP INDEX "variants_created_at";--> statement-breakpoint
CREATE INDEX "variants_created_at_expiry" ON "variants" USING btree ("created_at","id","expires_at");