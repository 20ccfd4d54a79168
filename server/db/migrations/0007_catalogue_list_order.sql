DROP INDEX "products_created";--> statement-breakpoint
DROP INDEX "variants_created";--> statement-breakpoint
DROP INDEX "variants_status_created";--> statement-breakpoint
CREATE INDEX "products_created_at" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "variants_created_at" ON "variants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "variants_status_created_at" ON "variants" USING btree ("status","created_at","id");