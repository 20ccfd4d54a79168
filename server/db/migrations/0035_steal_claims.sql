CREATE TABLE "steal_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "steal_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"steal_variant_id" integer NOT NULL,
	"units" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "steal_claims_units" CHECK ("steal_claims"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "steal_claims" ADD CONSTRAINT "steal_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steal_claims" ADD CONSTRAINT "steal_claims_steal_variant_id_steal_variants_id_fk" FOREIGN KEY ("steal_variant_id") REFERENCES "public"."steal_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "steal_claims_order" ON "steal_claims" USING btree ("order_id");