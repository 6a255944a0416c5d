ALTER TABLE "draw_records" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draw_records" ADD COLUMN "sent_by" integer;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_sent_by_operators_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;