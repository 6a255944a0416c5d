CREATE TABLE "trade_up_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"per_order_limit" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_up_offers_price_positive" CHECK ("trade_up_offers"."price_fen" > 0),
	CONSTRAINT "trade_up_offers_limit_positive" CHECK ("trade_up_offers"."per_order_limit" > 0),
	CONSTRAINT "trade_up_offers_threshold_positive" CHECK ("trade_up_offers"."threshold_fen" > 0),
	CONSTRAINT "trade_up_offers_window" CHECK ("trade_up_offers"."starts_at" < "trade_up_offers"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_kind";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "trade_up_offer_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "trade_up_offer_id" integer;--> statement-breakpoint
ALTER TABLE "trade_up_offers" ADD CONSTRAINT "trade_up_offers_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_up_offers" ADD CONSTRAINT "trade_up_offers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_up_offers_goods_idx" ON "trade_up_offers" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "trade_up_offers_ends_idx" ON "trade_up_offers" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_up_offers_activity_goods_unique" ON "trade_up_offers" USING btree ("activity_id","goods_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_trade_up_offer_id_trade_up_offers_id_fk" FOREIGN KEY ("trade_up_offer_id") REFERENCES "public"."trade_up_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_kind" CHECK ((("cart_lines"."type" = 0 and "cart_lines"."goods_id" is not null and "cart_lines"."combination_id" is null and "cart_lines"."flash_sale_id" is null)
       or ("cart_lines"."type" = 1 and "cart_lines"."goods_id" is not null and "cart_lines"."flash_sale_id" is not null and "cart_lines"."combination_id" is null)
       or ("cart_lines"."type" = 2 and "cart_lines"."goods_id" is not null and "cart_lines"."combination_id" is null and "cart_lines"."flash_sale_id" is null)
       or ("cart_lines"."type" = 3 and "cart_lines"."combination_id" is not null and "cart_lines"."goods_id" is null and "cart_lines"."flash_sale_id" is null))
       and ("cart_lines"."type" = 2) = ("cart_lines"."trade_up_offer_id" is not null));