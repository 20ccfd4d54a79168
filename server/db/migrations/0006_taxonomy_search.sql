DROP INDEX "categories_parent";--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attributes_name_trgm" ON "attributes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_name_trgm" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collection_products_position" ON "collection_products" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collections_title_trgm" ON "collections" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conditions_name_trgm" ON "conditions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conditions_position" ON "conditions" USING btree ("position");--> statement-breakpoint
CREATE INDEX "designers_name_trgm" ON "designers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_name_trgm" ON "stores" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "urls_path_trgm" ON "urls" USING gin ("path" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "urls_target" ON "urls" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "urls_redirect_to" ON "urls" USING btree ("redirect_to");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id","position");