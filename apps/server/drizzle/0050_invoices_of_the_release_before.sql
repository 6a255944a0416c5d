-- During a rolling deploy, instances still running the release before 0044 issue an invoice the old way
-- when they ship: one row for the whole order, without an order number, freight or lines. These
-- triggers complete such a row as 0044 completed the invoices issued before it, so that the old
-- instances' shipments keep working and their invoices read as whole-order ones. Drop them in the
-- release after this one, once no instance of before 0044 can be running.
CREATE FUNCTION "invoices_fill_from_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o."order_no", o."freight_fen",
         coalesce(o."invoice"->>'addressPhone', ''), coalesce(o."invoice"->>'bankAccount', '')
    INTO NEW."order_no", NEW."freight_fen", NEW."address_phone", NEW."bank_account"
    FROM "orders" o WHERE o."id" = NEW."order_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_fill_from_order" BEFORE INSERT ON "invoices"
  FOR EACH ROW WHEN (NEW."order_no" IS NULL) EXECUTE FUNCTION "invoices_fill_from_order"();--> statement-breakpoint
-- Checked at commit: the code of now never leaves a blue invoice without lines, the code of before
-- always does, and its invoice billed every line of its order in full.
CREATE FUNCTION "invoices_bill_whole_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" = 'blue'
     AND EXISTS (SELECT 1 FROM "invoices" WHERE "id" = NEW."id")
     AND NOT EXISTS (SELECT 1 FROM "invoice_lines" WHERE "invoice_id" = NEW."id") THEN
    INSERT INTO "invoice_lines" ("invoice_id", "order_line_id", "name", "spec", "unit", "unit_price_fen", "number", "amount_fen")
    SELECT NEW."id", l."id", l."name", l."ypgg", l."bzdw", l."unit_price_fen", l."number", l."amount_fen"
      FROM "order_lines" l WHERE l."order_id" = NEW."order_id" ORDER BY l."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_bill_whole_order" AFTER INSERT ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "invoices_bill_whole_order"();
