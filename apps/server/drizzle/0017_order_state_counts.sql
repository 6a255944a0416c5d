CREATE TABLE "order_state_counts" (
	"status" smallint NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_state_counts_status_slot_pk" PRIMARY KEY("status","slot")
);
--> statement-breakpoint
CREATE INDEX "order_lines_name_trgm" ON "order_lines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_order_no_prefix" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
-- Keeps order_state_counts: per statement, each state's net change, added to this connection's slot.
CREATE FUNCTION count_order_states() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_state_counts (status, slot, n)
      SELECT status, pg_backend_pid() % 16, count(*) FROM new_rows GROUP BY status
      ON CONFLICT (status, slot) DO UPDATE SET n = order_state_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_state_counts (status, slot, n)
      SELECT status, pg_backend_pid() % 16, -count(*) FROM old_rows GROUP BY status
      ON CONFLICT (status, slot) DO UPDATE SET n = order_state_counts.n + excluded.n;
  ELSE
    INSERT INTO order_state_counts (status, slot, n)
      SELECT status, pg_backend_pid() % 16, sum(delta)
      FROM (SELECT status, -1 AS delta FROM old_rows UNION ALL SELECT status, 1 FROM new_rows) AS moved
      GROUP BY status HAVING sum(delta) <> 0
      ON CONFLICT (status, slot) DO UPDATE SET n = order_state_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION forget_order_states() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_state_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counted_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_order_states();
--> statement-breakpoint
CREATE TRIGGER orders_counted_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_order_states();
--> statement-breakpoint
CREATE TRIGGER orders_counted_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_order_states();
--> statement-breakpoint
CREATE TRIGGER orders_counted_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION forget_order_states();
--> statement-breakpoint
INSERT INTO order_state_counts (status, slot, n) SELECT status, 0, count(*) FROM orders GROUP BY status;
