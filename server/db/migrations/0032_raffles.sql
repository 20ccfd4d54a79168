CREATE TABLE "raffle_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"raffle_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"draw_position" integer,
	"right_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "raffle_seeds" (
	"raffle_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"variant_ids" integer[] DEFAULT '{}' NOT NULL,
	"entry_starts_at" timestamp with time zone NOT NULL,
	"entry_ends_at" timestamp with time zone NOT NULL,
	"winners" integer DEFAULT 1 NOT NULL,
	"purchase_hours" integer DEFAULT 48 NOT NULL,
	"eligibility" text DEFAULT 'all' NOT NULL,
	"eligible_tags" text[] DEFAULT '{}' NOT NULL,
	"seed_hash" text,
	"committed_at" timestamp with time zone,
	"seed" text,
	"drawn_at" timestamp with time zone,
	"drawn_by" integer,
	"drawn_entries" integer,
	CONSTRAINT "raffles_window" CHECK ("raffles"."entry_ends_at" > "raffles"."entry_starts_at"),
	CONSTRAINT "raffles_winners_positive" CHECK ("raffles"."winners" > 0),
	CONSTRAINT "raffles_purchase_hours_positive" CHECK ("raffles"."purchase_hours" > 0),
	CONSTRAINT "raffles_drawn_after_commit" CHECK ("raffles"."drawn_at" is null or "raffles"."seed_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_seeds" ADD CONSTRAINT "raffle_seeds_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_raffle_customer" ON "raffle_entries" USING btree ("raffle_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_raffle_position" ON "raffle_entries" USING btree ("raffle_id","draw_position");--> statement-breakpoint
CREATE INDEX "raffle_entries_customer" ON "raffle_entries" USING btree ("customer_id");