CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"module" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checkpoint" jsonb,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"run_done_start" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE INDEX "jobs_created_by" ON "jobs" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "jobs_module" ON "jobs" USING btree ("module","id");