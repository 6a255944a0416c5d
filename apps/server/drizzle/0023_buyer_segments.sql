ALTER TABLE "users" ADD COLUMN "customer_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region" text;