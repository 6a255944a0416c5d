-- The change feed (docs/decisions/010-change-feed.md): every committed change to what the server keeps
-- in its caches is announced on the channel cache_changes as 'topic:key', or 'topic:*' for a whole
-- table, so that every instance forgets what it kept of it. NOTIFY is transactional: nothing is
-- announced before the change commits, and a rolled-back change is never announced.
-- notify_row_change(topic, key column): 'topic:key' for the row before and, if its key moved, after.
CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
  IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
  IF old_key IS NOT NULL THEN PERFORM pg_notify('cache_changes', TG_ARGV[0] || ':' || old_key); END IF;
  IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN PERFORM pg_notify('cache_changes', TG_ARGV[0] || ':' || new_key); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_changes', TG_ARGV[0] || ':*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A buyer's account: the session cache (approval, business scope) and the user state.
CREATE TRIGGER users_changes AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('user', 'id');
--> statement-breakpoint
-- Sessions are kept by token; a new one is not kept anywhere yet, an ended one must be forgotten.
CREATE TRIGGER sessions_changes AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('session', 'user_id');
--> statement-breakpoint
-- The cart's version and the unread messages, both shown by the user state.
CREATE TRIGGER carts_changes AFTER INSERT OR UPDATE OR DELETE ON carts
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('cart', 'user_id');
--> statement-breakpoint
CREATE TRIGGER messages_changes AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('messages', 'user_id');
--> statement-breakpoint
CREATE TRIGGER account_managers_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_managers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('managers');
--> statement-breakpoint
CREATE TRIGGER settings_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('settings');
--> statement-breakpoint
-- A goods item as lists, its detail and the carts show it: the goods and its categories (which may
-- change any list), new goods (which no detail or cart holds yet), and its stock (which changes the
-- lists that show it).
CREATE TRIGGER goods_changes AFTER UPDATE OR DELETE ON goods
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('goods', 'id');
--> statement-breakpoint
CREATE TRIGGER goods_inserted AFTER INSERT ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('goods');
--> statement-breakpoint
CREATE TRIGGER goods_stock_changes AFTER INSERT OR UPDATE OR DELETE ON goods_stock
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('stock', 'goods_id');
--> statement-breakpoint
CREATE TRIGGER goods_categories_changes AFTER INSERT OR UPDATE OR DELETE ON goods_categories
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('goods', 'goods_id');
--> statement-breakpoint
-- What many goods show at once: their makers, brands, categories and warehouses.
CREATE TRIGGER manufacturers_changes AFTER UPDATE OR DELETE OR TRUNCATE ON manufacturers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER brands_changes AFTER UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER categories_changes AFTER UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('catalog');
--> statement-breakpoint
CREATE TRIGGER warehouses_changes AFTER UPDATE OR DELETE OR TRUNCATE ON warehouses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('catalog');
