ALTER TABLE "attributes" ADD COLUMN "value_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "other_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "other_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "other_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_folded" ON "products" USING btree (folded("title"));