CREATE TABLE "points_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"user_coupon_id" integer,
	"balance_after" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"goods_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"coupon_id" integer,
	"points" integer NOT NULL,
	"total_stock" integer NOT NULL,
	"exchanged_count" integer DEFAULT 0 NOT NULL,
	"per_buyer_limit" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_items_points_positive" CHECK ("points_items"."points" > 0),
	CONSTRAINT "points_items_not_over_exchanged" CHECK ("points_items"."exchanged_count" between 0 and "points_items"."total_stock"),
	CONSTRAINT "points_items_per_buyer_positive" CHECK ("points_items"."per_buyer_limit" > 0),
	CONSTRAINT "points_items_gives_one" CHECK (("points_items"."kind" = 'goods' and "points_items"."goods_id" is not null) or ("points_items"."kind" = 'coupon' and "points_items"."coupon_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_item_id_points_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_items" ADD CONSTRAINT "points_items_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_items" ADD CONSTRAINT "points_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_items" ADD CONSTRAINT "points_items_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_exchanges_idempotency_unique" ON "points_exchanges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_exchanges_item_user_idx" ON "points_exchanges" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "points_exchanges_created_idx" ON "points_exchanges" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_items_activity_position_unique" ON "points_items" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "points_items_ends_idx" ON "points_items" USING btree ("ends_at");