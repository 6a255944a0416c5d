ALTER TABLE "credit_repayments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "credit_repayments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
-- Repayments settled before this migration whose whole amount went back to the balance (every bill
-- settled meanwhile: a 还款退回 of all of it) were left saying paid: they say what happened now.
UPDATE "credit_repayments" r SET "status" = 'refunded', "reason" = '所选账单在到账前已还清或已退款，还款金额已退回余额'
  WHERE r."status" = 'paid' AND EXISTS (
    SELECT 1 FROM "balance_ledger" l
    WHERE l."user_id" = r."user_id" AND l."kind" = '还款退回' AND l."memo" = '还款单' || r."id"
      AND l."change_fen" = r."amount_fen"
  );
