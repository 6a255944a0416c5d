CREATE TABLE "order_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer,
	"refund_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_cancellations_amount" CHECK ("order_cancellations"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_line_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cancellation_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "order_line_cancellations_positive" CHECK ("order_line_cancellations"."number" > 0 and "order_line_cancellations"."amount_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_cancellations" ADD CONSTRAINT "order_line_cancellations_cancellation_id_order_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."order_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_cancellations" ADD CONSTRAINT "order_line_cancellations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancellations_order_idx" ON "order_cancellations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_cancellations_created_idx" ON "order_cancellations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_line_cancellations_cancellation_idx" ON "order_line_cancellations" USING btree ("cancellation_id");--> statement-breakpoint
CREATE INDEX "order_line_cancellations_line_idx" ON "order_line_cancellations" USING btree ("order_line_id");--> statement-breakpoint
-- Orders shipped in part before a part-shipped order stayed 待发货 go back to 待发货 (部分发货) until the rest ships.
UPDATE "orders" o SET "status" = 2
WHERE o."status" = 3 AND EXISTS (
  SELECT 1 FROM "order_lines" l
  WHERE l."order_id" = o."id"
    AND l."number" > coalesce((SELECT sum(s."number") FROM "shipment_lines" s WHERE s."order_line_id" = l."id"), 0)
);
