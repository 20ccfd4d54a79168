CREATE INDEX "products_tags" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "variants_price_product" ON "variants" USING btree ("price","product_id");