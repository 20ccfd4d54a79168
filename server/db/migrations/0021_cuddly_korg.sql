CREATE TABLE "order_number_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"refund_of" integer,
	"reason" text DEFAULT '' NOT NULL,
	"return_id" integer,
	"override_reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0),
	CONSTRAINT "order_payments_kind_known" CHECK ("order_payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "order_payments_method_known" CHECK ("order_payments"."method" in ('cash', 'upi', 'card', 'bank_transfer', 'cod', 'cheque', 'wallet', 'credit_note')),
	CONSTRAINT "order_payments_refund_names_payment" CHECK (("order_payments"."kind" = 'refund') = ("order_payments"."refund_of" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refund_of_order_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order" ON "order_payments" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE INDEX "order_payments_refund_of" ON "order_payments" USING btree ("refund_of");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'partially_paid', 'paid', 'partially_refunded', 'refunded', 'voided'));--> statement-breakpoint
DROP SEQUENCE "public"."order_number_seq";