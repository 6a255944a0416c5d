ALTER TABLE "gift_rules" DROP CONSTRAINT "gift_rules_goodsId_unique";--> statement-breakpoint
ALTER TABLE "gift_rules" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_rules_goods_idx" ON "gift_rules" USING btree ("goods_id","ends_at");--> statement-breakpoint
CREATE INDEX "gift_rules_activity_idx" ON "gift_rules" USING btree ("activity_id");--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_window" CHECK (("gift_rules"."starts_at" is null) = ("gift_rules"."ends_at" is null) and "gift_rules"."starts_at" < "gift_rules"."ends_at");--> statement-breakpoint
-- A gift rule is part of what a cart shows of its goods (the cartGoods cache): a 满赠 published,
-- edited or stopped is announced as a change of those goods (the change feed, migration 0013).
CREATE TRIGGER gift_rules_changes AFTER INSERT OR UPDATE OR DELETE ON gift_rules
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('goods', 'goods_id');
