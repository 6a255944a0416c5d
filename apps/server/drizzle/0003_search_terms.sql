-- Distinct names of published goods and of their manufacturers, with pinyin, for suggestions and
-- keyword search. Refreshed by the catalogue after goods change (REFRESH MATERIALIZED VIEW CONCURRENTLY
-- needs the unique index).
CREATE MATERIALIZED VIEW "search_terms" AS
  SELECT 'name'::text AS "kind", g."name" AS "term", min(g."name_pinyin") AS "pinyin",
         min(g."name_initials") AS "initials", sum(g."sales")::integer AS "weight"
    FROM "goods" g
   WHERE g."on_sale" AND NOT g."is_special_control"
   GROUP BY g."name"
  UNION ALL
  SELECT 'manufacturer'::text, m."name", min(m."name_pinyin"), min(m."name_initials"), sum(g."sales")::integer
    FROM "manufacturers" m JOIN "goods" g ON g."manufacturer_id" = m."id"
   WHERE g."on_sale" AND NOT g."is_special_control"
   GROUP BY m."name";
--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_kind_term" ON "search_terms" ("kind", "term");
