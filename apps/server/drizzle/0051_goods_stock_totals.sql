CREATE TABLE "goods_stock_totals" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_stock_totals" ADD CONSTRAINT "goods_stock_totals_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_stock_totals_stock_idx" ON "goods_stock_totals" USING btree ("stock","goods_id");--> statement-breakpoint
-- Keeps goods_stock_totals: per statement, each goods' net change. The rows change in goods order
-- (an insert takes its rows in the order it is given them), so two statements taking stock of one
-- goods from different warehouses wait for each other instead of deadlocking.
CREATE FUNCTION add_goods_stock_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A goods deleted takes its stock rows with it, and its total too: update, never insert.
    PERFORM 1 FROM goods_stock_totals
      WHERE goods_id IN (SELECT goods_id FROM old_rows) ORDER BY goods_id FOR UPDATE;
    UPDATE goods_stock_totals t SET stock = t.stock - d.n
      FROM (SELECT goods_id, sum(stock) AS n FROM old_rows GROUP BY goods_id) d
      WHERE t.goods_id = d.goods_id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO goods_stock_totals (goods_id, stock)
      SELECT goods_id, sum(stock) FROM new_rows GROUP BY goods_id ORDER BY goods_id
      ON CONFLICT (goods_id) DO UPDATE SET stock = goods_stock_totals.stock + excluded.stock;
  ELSE
    INSERT INTO goods_stock_totals (goods_id, stock)
      SELECT goods_id, sum(n)
      FROM (SELECT goods_id, -stock AS n FROM old_rows UNION ALL SELECT goods_id, stock FROM new_rows) AS moved
      GROUP BY goods_id HAVING sum(n) <> 0 ORDER BY goods_id
      ON CONFLICT (goods_id) DO UPDATE SET stock = goods_stock_totals.stock + excluded.stock;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION forget_goods_stock_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_stock_totals SET stock = 0 WHERE stock <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every goods has its total from the start (0), so that the list's sort and filters need no outer join.
CREATE FUNCTION start_goods_stock_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_stock_totals (goods_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT (goods_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_stock_totalled_insert AFTER INSERT ON goods_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_goods_stock_totals();
--> statement-breakpoint
CREATE TRIGGER goods_stock_totalled_update AFTER UPDATE ON goods_stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_goods_stock_totals();
--> statement-breakpoint
CREATE TRIGGER goods_stock_totalled_delete AFTER DELETE ON goods_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION add_goods_stock_totals();
--> statement-breakpoint
CREATE TRIGGER goods_stock_totalled_truncate AFTER TRUNCATE ON goods_stock
  FOR EACH STATEMENT EXECUTE FUNCTION forget_goods_stock_totals();
--> statement-breakpoint
CREATE TRIGGER goods_stock_totals_started AFTER INSERT ON goods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION start_goods_stock_totals();
--> statement-breakpoint
INSERT INTO goods_stock_totals (goods_id, stock)
  SELECT g.id, coalesce(sum(s.stock), 0) FROM goods g LEFT JOIN goods_stock s ON s.goods_id = g.id GROUP BY g.id;
