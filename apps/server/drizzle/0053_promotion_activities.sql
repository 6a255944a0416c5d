CREATE TABLE "promotion_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "promotion_activities_window" CHECK ("promotion_activities"."starts_at" < "promotion_activities"."ends_at"),
	CONSTRAINT "promotion_activities_stopped_published" CHECK ("promotion_activities"."stopped_at" is null or "promotion_activities"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "promotion_activities" ADD CONSTRAINT "promotion_activities_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_activities_starts_idx" ON "promotion_activities" USING btree ("starts_at","id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_activity_idx" ON "coupons" USING btree ("activity_id") WHERE "coupons"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX "flash_sales_activity_idx" ON "flash_sales" USING btree ("activity_id") WHERE "flash_sales"."activity_id" is not null;