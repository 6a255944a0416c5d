CREATE TABLE "private_file_holders" (
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_file_holders_name_user_id_pk" PRIMARY KEY("name","user_id")
);
--> statement-breakpoint
CREATE TABLE "private_file_moves" (
	"name" text PRIMARY KEY NOT NULL,
	"keep_public" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_file_holders" ADD CONSTRAINT "private_file_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Licence scans and feedback pictures uploaded before files had a private side were stored with the
-- public ones, served to anyone holding their address. From here their rows name them on the private
-- side (/files/private/<hash>.webp), their buyers hold them, and each is queued to be moved there
-- when the server starts (modules/files/private-files.service.ts), so an address that leaked stops
-- working. A file a public row uses too (a goods image of the same bytes) is copied and stays public.
INSERT INTO "private_file_holders" ("name", "user_id")
  SELECT DISTINCT substring("url" from 8), "user_id"
  FROM (
    SELECT "user_id", jsonb_array_elements_text("images") AS "url" FROM "buyer_licences"
    UNION ALL
    SELECT "user_id", jsonb_array_elements_text("images") FROM "feedback"
  ) "uploads"
  WHERE "url" ~ '^/files/[0-9a-f]{40}\.webp$';--> statement-breakpoint
INSERT INTO "private_file_moves" ("name", "keep_public")
  WITH "public_names" AS (
    SELECT DISTINCT (regexp_matches("text", '/files/([0-9a-f]{40}\.webp)', 'g'))[1] AS "name"
    FROM (
      SELECT "images"::text AS "text" FROM "goods"
      UNION ALL SELECT "image" FROM "order_lines"
      UNION ALL SELECT "image" FROM "banners"
      UNION ALL SELECT "url" FROM "banners"
      UNION ALL SELECT "image" FROM "nav_items"
      UNION ALL SELECT "url" FROM "nav_items"
      UNION ALL SELECT "logo1" FROM "categories"
      UNION ALL SELECT "logo" FROM "brands"
      UNION ALL SELECT "url" FROM "links"
      UNION ALL SELECT "url" FROM "hot_searches"
      UNION ALL SELECT "content" FROM "articles"
      UNION ALL SELECT "content" FROM "notices"
      UNION ALL SELECT "value"::text FROM "settings"
    ) "uses"
    WHERE "text" LIKE '%/files/%'
  )
  SELECT DISTINCT "name", "name" IN (SELECT "name" FROM "public_names") FROM "private_file_holders";--> statement-breakpoint
UPDATE "buyer_licences" SET "images" = (
  SELECT jsonb_agg(regexp_replace("url", '^/files/([0-9a-f]{40}\.webp)$', '/files/private/\1') ORDER BY "at")
  FROM jsonb_array_elements_text("images") WITH ORDINALITY AS "scans"("url", "at")
) WHERE "images"::text ~ '"/files/[0-9a-f]{40}\.webp"';--> statement-breakpoint
UPDATE "feedback" SET "images" = (
  SELECT jsonb_agg(regexp_replace("url", '^/files/([0-9a-f]{40}\.webp)$', '/files/private/\1') ORDER BY "at")
  FROM jsonb_array_elements_text("images") WITH ORDINALITY AS "pictures"("url", "at")
) WHERE "images"::text ~ '"/files/[0-9a-f]{40}\.webp"';
