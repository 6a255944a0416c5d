CREATE TABLE "goods_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"goods_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"banner" text NOT NULL,
	"blurb" text DEFAULT '' NOT NULL,
	"goods_ids" integer[],
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_zones_window" CHECK ("brand_zones"."starts_at" < "brand_zones"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "goods_picks" ADD CONSTRAINT "goods_picks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_zones" ADD CONSTRAINT "brand_zones_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_zones" ADD CONSTRAINT "brand_zones_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_picks_slot_idx" ON "goods_picks" USING btree ("slot","sort");--> statement-breakpoint
CREATE INDEX "brand_zones_brand_idx" ON "brand_zones" USING btree ("brand_id","ends_at");--> statement-breakpoint
CREATE INDEX "brand_zones_ends_idx" ON "brand_zones" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_zones_activity_brand_unique" ON "brand_zones" USING btree ("activity_id","brand_id");