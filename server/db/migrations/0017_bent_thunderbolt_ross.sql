CREATE TABLE "order_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"restock_shelf_id" integer,
	"new_variant_id" integer NOT NULL,
	"new_sku" text NOT NULL,
	"new_unit_price" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"returned_value" integer NOT NULL,
	"new_value" integer NOT NULL,
	"difference" integer NOT NULL,
	"credit_note_id" integer,
	CONSTRAINT "order_exchanges_quantity_positive" CHECK ("order_exchanges"."quantity" > 0),
	CONSTRAINT "order_exchanges_difference" CHECK ("order_exchanges"."difference" = "order_exchanges"."new_value" - "order_exchanges"."returned_value")
);
--> statement-breakpoint
DROP INDEX "orders_placed_at";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_restock_shelf_id_shelves_id_fk" FOREIGN KEY ("restock_shelf_id") REFERENCES "public"."shelves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_new_variant_id_variants_id_fk" FOREIGN KEY ("new_variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exchanges_order" ON "order_exchanges" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_placed_at" ON "orders" USING btree ("placed_at","id");