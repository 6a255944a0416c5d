CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_bills_unpaid_due_idx" ON "credit_bills" USING btree ("due_at","id") WHERE "credit_bills"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "after_sales_created_at_idx" ON "after_sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "after_sales_amount_idx" ON "after_sales" USING btree ("amount_fen","id");--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("amount_fen","id");