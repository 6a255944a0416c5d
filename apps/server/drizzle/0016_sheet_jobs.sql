CREATE TABLE "goods_import_rows" (
	"job_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer,
	"on_sale" boolean,
	"stock" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "goods_import_rows_job_id_row_no_pk" PRIMARY KEY("job_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "sheet_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"operator_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"result" "bytea",
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods_import_rows" ADD CONSTRAINT "goods_import_rows_job_id_sheet_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."sheet_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_jobs" ADD CONSTRAINT "sheet_jobs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;