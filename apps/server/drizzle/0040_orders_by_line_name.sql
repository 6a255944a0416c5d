CREATE TABLE "order_line_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_by_line_name" (
	"order_id" integer NOT NULL,
	"name_id" integer NOT NULL,
	"status" smallint NOT NULL,
	CONSTRAINT "orders_by_line_name_order_id_name_id_pk" PRIMARY KEY("order_id","name_id")
);
--> statement-breakpoint
-- The orders already written, under the names of their lines. Other instances still serving wait
-- until this migration commits to write orders or lines (the triggers below then take over), so that
-- none is written between this copy and the triggers. Before the foreign keys and the search indexes:
-- one pass each rather than a check and an index entry per row.
LOCK TABLE "orders", "order_lines" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "order_line_names" ("name") SELECT DISTINCT lower("name") FROM "order_lines";--> statement-breakpoint
INSERT INTO "orders_by_line_name" ("order_id", "name_id", "status")
  SELECT DISTINCT l."order_id", n."id", o."status"
  FROM "order_lines" l
  JOIN "order_line_names" n ON n."name" = lower(l."name")
  JOIN "orders" o ON o."id" = l."order_id";--> statement-breakpoint
DROP INDEX "orders_goods_names_trgm";--> statement-breakpoint
-- Vacuumed after 2% of its rows changed rather than 20%: an index-only scan visits the row of every
-- index entry whose page is not marked all-visible, and orders move from state to state all day.
ALTER TABLE "orders_by_line_name" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "orders_by_line_name" ADD CONSTRAINT "orders_by_line_name_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_by_line_name" ADD CONSTRAINT "orders_by_line_name_name_id_order_line_names_id_fk" FOREIGN KEY ("name_id") REFERENCES "public"."order_line_names"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_names_name_unique" ON "order_line_names" USING btree ("name");--> statement-breakpoint
CREATE INDEX "order_line_names_trgm" ON "order_line_names" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_by_line_name_search" ON "orders_by_line_name" USING btree ("name_id","status","order_id");--> statement-breakpoint
-- New lines add their names (in order, so that two orders adding the same names never wait on each
-- other crosswise) and their order under each name, in the order's state.
CREATE FUNCTION index_order_line_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_line_names (name)
    SELECT DISTINCT lower(name) FROM new_lines ORDER BY 1
    ON CONFLICT (name) DO NOTHING;
  INSERT INTO orders_by_line_name (order_id, name_id, status)
    SELECT DISTINCT l.order_id, n.id, o.status
    FROM new_lines l
    JOIN order_line_names n ON n.name = lower(l.name)
    JOIN orders o ON o.id = l.order_id
    ON CONFLICT (order_id, name_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_named AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION index_order_line_names();
--> statement-breakpoint
-- An order that changes state moves under each of its names with it.
CREATE FUNCTION move_order_line_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders_by_line_name SET status = NEW.status WHERE order_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_line_names_moved AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION move_order_line_names();
