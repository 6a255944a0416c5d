ALTER TABLE "orders" ADD COLUMN "goods_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "goods_names" = l.names
  FROM (SELECT "order_id", string_agg("name", E'\n' ORDER BY "id") AS names FROM "order_lines" GROUP BY "order_id") l
  WHERE l."order_id" = o."id";--> statement-breakpoint
CREATE INDEX "orders_goods_names_trgm" ON "orders" USING gin ("goods_names" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "order_lines_name_trgm";
