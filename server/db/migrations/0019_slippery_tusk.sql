CREATE TABLE "stock_in_transit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_in_transit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_in_transit_quantity_not_negative" CHECK ("stock_in_transit"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "in_transit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_in_transit_document_variant" ON "stock_in_transit" USING btree ("document_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_in_transit_variant" ON "stock_in_transit" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_transit_has_no_shelf" CHECK (not "stock_ledger"."in_transit" or "stock_ledger"."shelf_id" is null);