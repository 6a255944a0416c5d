CREATE TABLE "goods_barcodes" (
	"code" text PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_import_rows" ADD COLUMN "barcodes" jsonb;--> statement-breakpoint
ALTER TABLE "goods_barcodes" ADD CONSTRAINT "goods_barcodes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_barcodes_goods_idx" ON "goods_barcodes" USING btree ("goods_id");