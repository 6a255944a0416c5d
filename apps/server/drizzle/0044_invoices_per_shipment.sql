CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"original_invoice_id" integer,
	"name" text NOT NULL,
	"spec" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"number" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "invoice_lines_number_positive" CHECK ("invoice_lines"."number" > 0)
);
--> statement-breakpoint
DROP INDEX "invoices_order_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'blue' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "status" text DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "address_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "freight_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_original_invoice_id_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line_idx" ON "invoice_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_original_idx" ON "invoice_lines" USING btree ("original_invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaces_id_invoices_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key_unique" ON "invoices" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_sign" CHECK (("invoices"."kind" = 'blue' and "invoices"."amount_fen" >= 0) or ("invoices"."kind" = 'red' and "invoices"."amount_fen" < 0));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_has_time" CHECK (("invoices"."status" = 'voided') = ("invoices"."voided_at" is not null));--> statement-breakpoint
-- The invoices issued before were each for a whole order, with the freight, at its first shipment:
-- they keep their numbers and amounts and now bill every line of their order in full.
UPDATE "invoices" SET
  "order_no" = o."order_no",
  "freight_fen" = o."freight_fen",
  "address_phone" = coalesce(o."invoice"->>'addressPhone', ''),
  "bank_account" = coalesce(o."invoice"->>'bankAccount', '')
FROM "orders" o WHERE o."id" = "invoices"."order_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_no" SET NOT NULL;--> statement-breakpoint
INSERT INTO "invoice_lines" ("invoice_id", "order_line_id", "name", "spec", "unit", "unit_price_fen", "number", "amount_fen")
SELECT i."id", l."id", l."name", l."ypgg", l."bzdw", l."unit_price_fen", l."number", l."amount_fen"
FROM "invoices" i JOIN "order_lines" l ON l."order_id" = i."order_id"
ORDER BY i."id", l."id";
