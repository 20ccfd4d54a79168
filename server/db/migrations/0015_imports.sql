CREATE TABLE "import_errors" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"field" text NOT NULL,
	"message" jsonb NOT NULL,
	CONSTRAINT "import_errors_import_id_row_field_pk" PRIMARY KEY("import_id","row","field")
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"type" text PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"type" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"format" jsonb NOT NULL,
	"headers" jsonb NOT NULL,
	"rows_total" integer NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"counts" jsonb,
	"imported" jsonb,
	"job_id" integer,
	"error" jsonb,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_type_created" ON "imports" USING btree ("type","created_at","id");