ALTER TABLE "combinations" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "combinations" ADD COLUMN "total_units" integer;--> statement-breakpoint
ALTER TABLE "combinations" ADD COLUMN "sold_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "combinations_activity_unique" ON "combinations" USING btree ("activity_id") WHERE "combinations"."activity_id" is not null;--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_not_oversold" CHECK ("combinations"."sold_units" >= 0 and ("combinations"."total_units" is null or "combinations"."sold_units" <= "combinations"."total_units"));