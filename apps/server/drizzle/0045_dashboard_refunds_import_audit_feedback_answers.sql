ALTER TABLE "audit_log" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_paid_cancelled_at_idx" ON "orders" USING btree ("cancelled_at") WHERE "orders"."paid_at" is not null and "orders"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_job_idx" ON "audit_log" USING btree ("job_id","id") WHERE "audit_log"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "after_sales_refunded_at_idx" ON "after_sales" USING btree ("refunded_at") WHERE "after_sales"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","id");