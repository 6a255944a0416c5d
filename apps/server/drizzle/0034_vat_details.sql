ALTER TABLE "users" ADD COLUMN "vat_bank" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_account" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_phone" text;