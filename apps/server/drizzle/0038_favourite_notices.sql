ALTER TABLE "favourites" ADD COLUMN "seen_price_fen" integer;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "seen_in_stock" boolean;