DROP INDEX "goods_sales_idx";--> statement-breakpoint
DROP INDEX "goods_default_order_idx";--> statement-breakpoint
DROP INDEX "goods_created_idx";--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_default_order_idx" ON "goods" USING btree ("is_youx" DESC NULLS FIRST,"sales" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);