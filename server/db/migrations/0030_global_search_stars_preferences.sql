CREATE TABLE "employee_preferences" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"language" text,
	"theme" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_preferences_theme_known" CHECK ("employee_preferences"."theme" is null or "employee_preferences"."theme" in ('light', 'dark'))
);
--> statement-breakpoint
CREATE TABLE "starred_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "starred_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_preferences" ADD CONSTRAINT "employee_preferences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starred_pages" ADD CONSTRAINT "starred_pages_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "starred_pages_employee_path" ON "starred_pages" USING btree ("employee_id","path");--> statement-breakpoint
CREATE INDEX "starred_pages_employee" ON "starred_pages" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "products_title_folded_pattern" ON "products" USING btree (folded("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "variants_sku_pattern" ON "variants" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "variants_barcode_pattern" ON "variants" USING btree (lower("barcode") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_number_pattern" ON "orders" USING btree (lower("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_invoice_number_pattern" ON "orders" USING btree (lower("invoice_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_pattern" ON "customers" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_mobile_pattern" ON "customers" USING btree ("mobile" text_pattern_ops);