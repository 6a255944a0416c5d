-- The goods names an order keeps for search are lower-cased, so searches use LIKE, not ILIKE.
UPDATE "orders" SET "goods_names" = lower("goods_names") WHERE "goods_names" <> lower("goods_names");
