ALTER TABLE "points_exchanges" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD COLUMN "shipped_by" integer;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_shipped_by_operators_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;