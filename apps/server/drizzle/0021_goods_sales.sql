CREATE TABLE "goods_sales_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- An order's lines count as sold when it is paid, and no longer when a paid order is cancelled.
-- Status 5 is ORDER_STATUS.cancelled.
CREATE FUNCTION record_goods_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := 0;
BEGIN
  IF OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL AND NEW.status <> 5 THEN
    direction := 1;
  ELSIF OLD.paid_at IS NOT NULL AND OLD.status <> 5 AND NEW.status = 5 THEN
    direction := -1;
  END IF;
  IF direction <> 0 THEN
    INSERT INTO goods_sales_deltas (goods_id, n)
      SELECT goods_id, direction * number FROM order_lines WHERE order_id = NEW.id AND goods_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_goods_sales AFTER UPDATE OF status, paid_at ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at)
  EXECUTE FUNCTION record_goods_sales();
