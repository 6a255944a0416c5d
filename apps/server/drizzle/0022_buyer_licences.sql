CREATE TABLE "buyer_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"holder" text NOT NULL,
	"valid_until" date,
	"images" jsonb NOT NULL,
	"state" text NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"submitted_by" text NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_licences" ADD CONSTRAINT "buyer_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_licences_user_type" ON "buyer_licences" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "buyer_licences_expiry_idx" ON "buyer_licences" USING btree ("valid_until");