CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_payable_idx" ON "orders" USING btree ("payable_fen","id");