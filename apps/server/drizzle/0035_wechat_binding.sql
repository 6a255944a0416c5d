ALTER TABLE "users" ADD COLUMN "wechat_openid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_nickname" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_bound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wechatOpenid_unique" UNIQUE("wechat_openid");