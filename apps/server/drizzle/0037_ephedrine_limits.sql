ALTER TABLE "goods" ADD COLUMN "contains_ephedrine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "monthly_limit" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contains_ephedrine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_monthly_limit_positive" CHECK ("goods"."monthly_limit" is null or "goods"."monthly_limit" > 0);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_ephedrine_limited" CHECK (not "goods"."contains_ephedrine" or "goods"."monthly_limit" is not null);