CREATE INDEX "after_sales_created_at_idx" ON "after_sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "after_sales_amount_idx" ON "after_sales" USING btree ("amount_fen","id");