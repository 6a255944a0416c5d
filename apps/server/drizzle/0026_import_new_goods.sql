ALTER TABLE "goods_import_rows" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_import_rows" ADD COLUMN "new_goods" jsonb;--> statement-breakpoint
ALTER TABLE "goods_import_rows" ADD CONSTRAINT "goods_import_rows_change_or_new" CHECK (("goods_import_rows"."goods_id" is null) <> ("goods_import_rows"."new_goods" is null));