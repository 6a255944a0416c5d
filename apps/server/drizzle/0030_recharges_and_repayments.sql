CREATE TABLE "credit_repayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bill_ids" integer[] NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "credit_repayments_amount_positive" CHECK ("credit_repayments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount_fen" bigint NOT NULL,
	"bonus_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "recharge_offers_amountFen_unique" UNIQUE("amount_fen"),
	CONSTRAINT "recharge_offers_amounts" CHECK ("recharge_offers"."amount_fen" > 0 and "recharge_offers"."bonus_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"bonus_fen" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "recharges_amounts" CHECK ("recharges"."amount_fen" > 0 and "recharges"."bonus_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recharge_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "repayment_id" integer;--> statement-breakpoint
ALTER TABLE "credit_repayments" ADD CONSTRAINT "credit_repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_repayments_idempotency_unique" ON "credit_repayments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_idempotency_unique" ON "recharges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_repayment_id_credit_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."credit_repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_purpose" CHECK (num_nonnulls("payments"."order_id", "payments"."recharge_id", "payments"."repayment_id") = 1);