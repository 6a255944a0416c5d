CREATE TABLE "combination_items" (
	"combination_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "combination_items_combination_id_goods_id_pk" PRIMARY KEY("combination_id","goods_id"),
	CONSTRAINT "combination_items_number_positive" CHECK ("combination_items"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "combinations_price_positive" CHECK ("combinations"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"limit_per_buyer" integer NOT NULL,
	"total_units" integer NOT NULL,
	"sold_units" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sales_price_positive" CHECK ("flash_sales"."price_fen" > 0),
	CONSTRAINT "flash_sales_limit_positive" CHECK ("flash_sales"."limit_per_buyer" > 0),
	CONSTRAINT "flash_sales_not_oversold" CHECK ("flash_sales"."sold_units" between 0 and "flash_sales"."total_units"),
	CONSTRAINT "flash_sales_window" CHECK ("flash_sales"."starts_at" < "flash_sales"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"every" integer NOT NULL,
	"gift_number" integer NOT NULL,
	"gift_goods_id" integer,
	CONSTRAINT "gift_rules_goodsId_unique" UNIQUE("goods_id"),
	CONSTRAINT "gift_rules_every_positive" CHECK ("gift_rules"."every" > 0),
	CONSTRAINT "gift_rules_gift_positive" CHECK ("gift_rules"."gift_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "manjian_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "manjian_activities_window" CHECK ("manjian_activities"."starts_at" < "manjian_activities"."ends_at")
);
--> statement-breakpoint
DROP INDEX "cart_lines_unique";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "combination_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "flash_sale_id" integer;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_gift_goods_id_goods_id_fk" FOREIGN KEY ("gift_goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sales_goods_idx" ON "flash_sales" USING btree ("goods_id","ends_at");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_goods_unique" ON "cart_lines" USING btree ("user_id","goods_id","warehouse_id","type") WHERE "cart_lines"."goods_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_combination_unique" ON "cart_lines" USING btree ("user_id","combination_id","warehouse_id") WHERE "cart_lines"."combination_id" is not null;--> statement-breakpoint
CREATE INDEX "cart_lines_user_idx" ON "cart_lines" USING btree ("user_id","warehouse_id","id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_kind" CHECK (("cart_lines"."type" = 0 and "cart_lines"."goods_id" is not null and "cart_lines"."combination_id" is null and "cart_lines"."flash_sale_id" is null)
       or ("cart_lines"."type" = 1 and "cart_lines"."goods_id" is not null and "cart_lines"."flash_sale_id" is not null and "cart_lines"."combination_id" is null)
       or ("cart_lines"."type" = 3 and "cart_lines"."combination_id" is not null and "cart_lines"."goods_id" is null and "cart_lines"."flash_sale_id" is null));