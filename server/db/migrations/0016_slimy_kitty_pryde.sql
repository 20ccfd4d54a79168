CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"kind" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"counterpart_warehouse_id" integer,
	"source_document_id" integer,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_at" timestamp with time zone,
	"posted_by" integer
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"document_type" text NOT NULL,
	"document_id" integer,
	"line" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shelf_id" integer,
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	CONSTRAINT "stock_ledger_arithmetic" CHECK ("stock_ledger"."after" = "stock_ledger"."before" + "stock_ledger"."delta"),
	CONSTRAINT "stock_ledger_not_negative" CHECK ("stock_ledger"."after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variant_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variant_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer,
	CONSTRAINT "variant_stock_reserved_not_negative" CHECK ("variant_stock"."reserved" >= 0),
	CONSTRAINT "variant_stock_threshold_not_negative" CHECK ("variant_stock"."low_stock_threshold" is null or "variant_stock"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"customer_id" integer,
	"channel" text DEFAULT 'admin' NOT NULL,
	"store_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"coupon_code" text,
	"order_id" integer,
	CONSTRAINT "carts_status_known" CHECK ("carts"."status" in ('open', 'placed', 'abandoned')),
	CONSTRAINT "carts_channel_known" CHECK ("carts"."channel" in ('web', 'mobile', 'offline', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "credit_note_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_note_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credit_note_id" integer NOT NULL,
	"order_id" integer,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "credit_note_redemptions_amount_positive" CHECK ("credit_note_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"currency" text DEFAULT 'INR' NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount" > 0),
	CONSTRAINT "credit_notes_balance_within" CHECK ("credit_notes"."balance" >= 0 and "credit_notes"."balance" <= "credit_notes"."amount"),
	CONSTRAINT "credit_notes_status_known" CHECK ("credit_notes"."status" in ('issued', 'partly_redeemed', 'redeemed', 'void'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"variant_id" integer,
	"sku" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"gross" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"net" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax" integer NOT NULL,
	"cgst" integer DEFAULT 0 NOT NULL,
	"sgst" integer DEFAULT 0 NOT NULL,
	"igst" integer DEFAULT 0 NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_returned_within" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."returned_quantity" <= "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"restock_shelf_id" integer,
	"refund_method" text NOT NULL,
	"refund" integer NOT NULL,
	"credit_note_id" integer,
	"lines" jsonb NOT NULL,
	CONSTRAINT "order_returns_refund_not_negative" CHECK ("order_returns"."refund" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"number" text DEFAULT ('SO-' || lpad(nextval('order_number_seq')::text, 7, '0')) NOT NULL,
	"customer_id" integer,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"store_id" integer,
	"warehouse_id" integer,
	"status" text DEFAULT 'placed' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"intra_state" boolean DEFAULT true NOT NULL,
	"tax_inclusive" boolean DEFAULT true NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"cgst" integer DEFAULT 0 NOT NULL,
	"sgst" integer DEFAULT 0 NOT NULL,
	"igst" integer DEFAULT 0 NOT NULL,
	"shipping" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"items_count" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"idempotency_key" text,
	"carrier" text,
	"tracking_number" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('web', 'mobile', 'offline', 'admin')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('placed', 'confirmed', 'picked', 'packed', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'paid', 'partially_refunded', 'refunded', 'voided')),
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."total" >= 0 and "orders"."paid" >= 0 and "orders"."refunded" >= 0 and "orders"."refunded" <= "orders"."paid")
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"customer_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"country" text DEFAULT 'IN' NOT NULL,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"is_default_billing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"gender" text,
	"date_of_birth" date,
	"status" text DEFAULT 'active' NOT NULL,
	"blocked_reason" text DEFAULT '' NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, first_name || ' ' || last_name || ' ' || translate(email, '@.', '  '))) STORED,
	CONSTRAINT "customers_email_lowercase" CHECK ("customers"."email" = lower("customers"."email"))
);
--> statement-breakpoint
CREATE TABLE "cms_containers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_containers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_containers_platform_slug" UNIQUE("platform","slug")
);
--> statement-breakpoint
CREATE TABLE "cms_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"section_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"link" text,
	"product_id" integer,
	"collection_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"container_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"layout" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"container_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"restored_from" integer,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "cms_versions_number" UNIQUE("container_id","number")
);
--> statement-breakpoint
ALTER TABLE "racks" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "address_line1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "address_line2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "pincode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_counterpart_warehouse_id_warehouses_id_fk" FOREIGN KEY ("counterpart_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_redemptions" ADD CONSTRAINT "credit_note_redemptions_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_redemptions" ADD CONSTRAINT "credit_note_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_restock_shelf_id_shelves_id_fk" FOREIGN KEY ("restock_shelf_id") REFERENCES "public"."shelves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_contents" ADD CONSTRAINT "cms_contents_section_id_cms_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."cms_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_sections" ADD CONSTRAINT "cms_sections_container_id_cms_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."cms_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_container_id_cms_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."cms_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_documents_kind_warehouse" ON "stock_documents" USING btree ("kind","warehouse_id","status");--> statement-breakpoint
CREATE INDEX "stock_documents_source" ON "stock_documents" USING btree ("source_document_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_shelf_variant" ON "stock_ledger" USING btree ("shelf_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_variant_at" ON "stock_ledger" USING btree ("variant_id","at");--> statement-breakpoint
CREATE INDEX "stock_ledger_warehouse_at" ON "stock_ledger" USING btree ("warehouse_id","at");--> statement-breakpoint
CREATE INDEX "stock_ledger_document" ON "stock_ledger" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_stock_variant_warehouse" ON "variant_stock" USING btree ("variant_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "variant_stock_warehouse" ON "variant_stock" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_variant" ON "cart_lines" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE INDEX "carts_customer" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "credit_note_redemptions_note" ON "credit_note_redemptions" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence" ON "credit_notes" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_customer" ON "credit_notes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_status_created" ON "credit_notes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_variant" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "order_lines_sku_trgm" ON "order_lines" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_returns_order" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_placed_at" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "orders_status_placed_at" ON "orders" USING btree ("status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_payment_placed_at" ON "orders" USING btree ("payment_status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_channel_placed_at" ON "orders" USING btree ("channel","placed_at");--> statement-breakpoint
CREATE INDEX "orders_store_placed_at" ON "orders" USING btree ("store_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_customer_placed_at" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_number_trgm" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_shipping" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_shipping";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_billing";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_search" ON "customers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_mobile_trgm" ON "customers" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_tags" ON "customers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "customers_status" ON "customers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_created_at" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cms_contents_section" ON "cms_contents" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "cms_contents_product" ON "cms_contents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cms_contents_collection" ON "cms_contents" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "cms_sections_container" ON "cms_sections" USING btree ("container_id","position");--> statement-breakpoint
CREATE INDEX "cms_versions_live" ON "cms_versions" USING btree ("container_id","publish_at");