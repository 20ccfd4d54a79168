CREATE TABLE "history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "history_entity_at" ON "history" USING btree ("entity","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION "history_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'history rows are append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "history_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "history" FOR EACH STATEMENT EXECUTE FUNCTION "history_is_append_only"();
