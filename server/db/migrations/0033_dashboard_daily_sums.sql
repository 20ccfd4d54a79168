CREATE TABLE "dashboard_daily_products" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_products_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_daily_sales" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"store_id" integer NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_sales_day_channel_store_id_pk" PRIMARY KEY("day","channel","store_id")
);
