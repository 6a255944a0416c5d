ALTER TABLE "coupons" ADD COLUMN "claimable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_buyer_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_claims_within_total" CHECK ("coupons"."claimed_count" >= 0 and ("coupons"."total_quantity" is null or "coupons"."claimed_count" <= "coupons"."total_quantity"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_buyer_positive" CHECK ("coupons"."per_buyer_limit" > 0);