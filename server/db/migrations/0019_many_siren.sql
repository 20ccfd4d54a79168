CREATE TABLE "order_number_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE "public"."order_number_seq";