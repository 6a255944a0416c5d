-- In place of the DROP and CREATE that drizzle-kit writes for a changed WITH: no rebuild, no long lock.
-- Then each index's pending list is merged, as fastupdate off only stops it from growing.
DO $$
DECLARE
  gin_index text;
BEGIN
  FOREACH gin_index IN ARRAY ARRAY[
    'users_company_trgm', 'users_name_trgm', 'users_phone_trgm',
    'goods_name_trgm', 'goods_initials_trgm', 'goods_pinyin_trgm', 'goods_approval_trgm', 'goods_category_ids_gin',
    'manufacturers_name_trgm', 'manufacturers_initials_trgm', 'manufacturers_pinyin_trgm',
    'orders_goods_names_trgm'
  ] LOOP
    EXECUTE format('ALTER INDEX %I SET (fastupdate = false)', gin_index);
    PERFORM gin_clean_pending_list(gin_index::regclass);
  END LOOP;
END
$$;
