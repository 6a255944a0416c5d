CREATE TABLE "new_buyer_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"per_buyer_limit" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "new_buyer_prices_price_positive" CHECK ("new_buyer_prices"."price_fen" > 0),
	CONSTRAINT "new_buyer_prices_limit_positive" CHECK ("new_buyer_prices"."per_buyer_limit" is null or "new_buyer_prices"."per_buyer_limit" > 0),
	CONSTRAINT "new_buyer_prices_window" CHECK ("new_buyer_prices"."starts_at" < "new_buyer_prices"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "new_buyer_price_id" integer;--> statement-breakpoint
ALTER TABLE "new_buyer_prices" ADD CONSTRAINT "new_buyer_prices_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_buyer_prices" ADD CONSTRAINT "new_buyer_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_buyer_prices_goods_idx" ON "new_buyer_prices" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "new_buyer_prices_ends_idx" ON "new_buyer_prices" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "new_buyer_prices_activity_goods_unique" ON "new_buyer_prices" USING btree ("activity_id","goods_id");--> statement-breakpoint
CREATE INDEX "order_lines_new_buyer_price_idx" ON "order_lines" USING btree ("new_buyer_price_id") WHERE "order_lines"."new_buyer_price_id" is not null;