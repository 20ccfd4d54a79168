CREATE TABLE "coupon_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"discount_id" integer NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"status" text DEFAULT 'queued' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"code" text NOT NULL,
	"discount_id" integer NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"release_on_cancel" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"batch_id" integer,
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used" >= 0 and ("coupons"."usage_limit" is null or "coupons"."used" <= "coupons"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"buy_quantity" integer DEFAULT 0 NOT NULL,
	"get_quantity" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_ids" integer[] DEFAULT '{}' NOT NULL,
	"min_order_value" integer DEFAULT 0 NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"combines" boolean DEFAULT false NOT NULL,
	"eligibility" text DEFAULT 'all' NOT NULL,
	"customer_tags" text[] DEFAULT '{}' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"coupon_code" text,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "steal_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "steal_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"steal_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"price" integer NOT NULL,
	"quantity_cap" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "steal_variants_sold_within_cap" CHECK ("steal_variants"."sold" >= 0 and "steal_variants"."sold" <= "steal_variants"."quantity_cap")
);
--> statement-breakpoint
CREATE TABLE "steals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "steals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "steals_window_order" CHECK ("steals"."starts_at" < "steals"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steal_variants" ADD CONSTRAINT "steal_variants_steal_id_steals_id_fk" FOREIGN KEY ("steal_id") REFERENCES "public"."steals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steal_variants" ADD CONSTRAINT "steal_variants_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_customer" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_discount" ON "coupons" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "coupons_batch" ON "coupons" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "coupons_code_trgm" ON "coupons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discounts_live" ON "discounts" USING btree ("is_active","automatic");--> statement-breakpoint
CREATE INDEX "discounts_title_trgm" ON "discounts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_discounts_order" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "steal_variants_unique" ON "steal_variants" USING btree ("steal_id","variant_id");--> statement-breakpoint
CREATE INDEX "steal_variants_variant" ON "steal_variants" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "steals_window" ON "steals" USING btree ("starts_at","ends_at");