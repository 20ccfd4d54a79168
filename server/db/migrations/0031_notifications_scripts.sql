CREATE TABLE "notification_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"reference" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_once" UNIQUE("notification_id","customer_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notification_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"link" text,
	CONSTRAINT "notification_outbox_delivery_id_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"link" text,
	"channels" text[] NOT NULL,
	"audience" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"time_zone" text,
	"job_id" integer,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "script_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "script_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"script_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"placement" text NOT NULL,
	"pages" text[] NOT NULL,
	"is_active" boolean NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"restored_from" integer,
	CONSTRAINT "script_versions_number" UNIQUE("script_id","number")
);
--> statement-breakpoint
CREATE TABLE "storefront_scripts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storefront_scripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"placement" text NOT NULL,
	"pages" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_script_id_storefront_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."storefront_scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_state" ON "notification_deliveries" USING btree ("notification_id","state");--> statement-breakpoint
CREATE INDEX "notification_outbox_notification" ON "notification_outbox" USING btree ("notification_id","id");--> statement-breakpoint
CREATE INDEX "notifications_state" ON "notifications" USING btree ("state","send_at");--> statement-breakpoint
CREATE INDEX "storefront_scripts_active" ON "storefront_scripts" USING btree ("is_active","placement","position");