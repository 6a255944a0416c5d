CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"path" text NOT NULL,
	"route_name" text,
	"referrer" text,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path","created_at");--> statement-breakpoint
CREATE INDEX "goods_approval_trgm" ON "goods" USING gin ("approval_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_name_idx" ON "goods" USING btree ("name");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("base_price_fen","id");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at" DESC NULLS LAST,"id");