CREATE TABLE "special_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "special_prices_price_positive" CHECK ("special_prices"."price_fen" > 0),
	CONSTRAINT "special_prices_window" CHECK ("special_prices"."starts_at" < "special_prices"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "combinations" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "combinations" ADD COLUMN "total_units" integer;--> statement-breakpoint
ALTER TABLE "combinations" ADD COLUMN "sold_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_prices" ADD CONSTRAINT "special_prices_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_prices" ADD CONSTRAINT "special_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_prices_goods_idx" ON "special_prices" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "special_prices_ends_idx" ON "special_prices" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "special_prices_activity_goods_unique" ON "special_prices" USING btree ("activity_id","goods_id");--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "combinations_activity_unique" ON "combinations" USING btree ("activity_id") WHERE "combinations"."activity_id" is not null;--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_not_oversold" CHECK ("combinations"."sold_units" >= 0 and ("combinations"."total_units" is null or "combinations"."sold_units" <= "combinations"."total_units"));