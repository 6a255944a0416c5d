CREATE TABLE "chat_agent_presence" (
	"operator_id" integer NOT NULL,
	"instance" text NOT NULL,
	"fresh_until" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_agent_presence_operator_id_instance_pk" PRIMARY KEY("operator_id","instance")
);
--> statement-breakpoint
CREATE TABLE "chat_agents" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"max_open" integer NOT NULL,
	"last_assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_agent_presence" ADD CONSTRAINT "chat_agent_presence_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_agents" ADD CONSTRAINT "chat_agents_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_created_idx" ON "chat_conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_waiting_idx" ON "chat_conversations" USING btree ("waiting_since") WHERE "chat_conversations"."waiting_since" is not null;
--> statement-breakpoint
-- The console's to-do counts (issue 32): a buyer to review, a 求购 or an after-sale to answer, as
-- they come and go, told to every open console as 'todo' (orders already say so as 'order').
CREATE FUNCTION announce_todo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM notify_live('todo', NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_todo AFTER INSERT OR UPDATE OF status ON users
  FOR EACH ROW EXECUTE FUNCTION announce_todo();
--> statement-breakpoint
CREATE TRIGGER purchase_requests_todo AFTER INSERT OR UPDATE OF status ON purchase_requests
  FOR EACH ROW EXECUTE FUNCTION announce_todo();
--> statement-breakpoint
CREATE TRIGGER after_sales_todo AFTER INSERT OR UPDATE OF status ON after_sales
  FOR EACH ROW EXECUTE FUNCTION announce_todo();
