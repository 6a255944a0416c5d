ALTER TABLE "credit_repayments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;