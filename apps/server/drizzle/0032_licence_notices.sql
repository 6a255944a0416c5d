CREATE TABLE "licence_notices" (
	"licence_id" integer NOT NULL,
	"valid_until" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_notices_licence_id_valid_until_days_before_pk" PRIMARY KEY("licence_id","valid_until","days_before")
);
--> statement-breakpoint
ALTER TABLE "licence_notices" ADD CONSTRAINT "licence_notices_licence_id_buyer_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."buyer_licences"("id") ON DELETE cascade ON UPDATE no action;