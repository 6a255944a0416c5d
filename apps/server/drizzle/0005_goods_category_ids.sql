ALTER TABLE "goods" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_category_ids_gin" ON "goods" USING gin ("category_ids");