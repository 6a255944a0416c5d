-- goods.category_ids: the categories a goods item is in, plus all their ancestors, so that "goods under
-- category X" is one array test on the goods row. Triggers keep it right whoever writes.
CREATE FUNCTION goods_category_ids(target integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id, parent_id) AS (
    SELECT c.id, c.parent_id FROM categories c
      JOIN goods_categories gc ON gc.category_id = c.id
     WHERE gc.goods_id = target
    UNION
    SELECT p.id, p.parent_id FROM categories p JOIN up ON p.id = up.parent_id
  )
  SELECT coalesce(array_agg(DISTINCT id ORDER BY id), '{}') FROM up
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_goods_category_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods g SET category_ids = goods_category_ids(g.id)
   WHERE g.id IN (SELECT goods_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_categories_inserted AFTER INSERT ON goods_categories
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_goods_category_ids();
--> statement-breakpoint
CREATE TRIGGER goods_categories_deleted AFTER DELETE ON goods_categories
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_goods_category_ids();
--> statement-breakpoint
CREATE TRIGGER goods_categories_updated AFTER UPDATE ON goods_categories
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_goods_category_ids();
--> statement-breakpoint
-- A category moved under another parent: the goods beneath it get their new ancestors.
CREATE FUNCTION refresh_goods_category_ids_after_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods g SET category_ids = goods_category_ids(g.id)
   WHERE g.category_ids && (
     SELECT coalesce(array_agg(n.id), '{}') FROM moved n JOIN before_move o ON o.id = n.id
      WHERE o.parent_id IS DISTINCT FROM n.parent_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_moved AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS before_move NEW TABLE AS moved
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_goods_category_ids_after_move();
--> statement-breakpoint
UPDATE goods SET category_ids = goods_category_ids(id);
