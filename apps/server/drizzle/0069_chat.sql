CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"agent_id" integer,
	"waiting_since" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"author" text NOT NULL,
	"operator_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_id_operators_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_one_unclosed_idx" ON "chat_conversations" USING btree ("user_id") WHERE "chat_conversations"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "chat_conversations_state_idx" ON "chat_conversations" USING btree ("state","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_agent_idx" ON "chat_conversations" USING btree ("agent_id","state");--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
-- Live events (issue 32): what open pages are told as it happens, on the channel live_events as
-- 'topic:id', after the commit, as the change feed's are (0013). A chat message by its id; a
-- conversation whose state or agent changed by its id; a buyer's orders by the buyer's id.
CREATE FUNCTION notify_live(topic text, id bigint) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('live_events', topic || ':' || id);
$$;
--> statement-breakpoint
CREATE FUNCTION announce_chat_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_live('chat', NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_live AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION announce_chat_message();
--> statement-breakpoint
CREATE FUNCTION announce_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state IS DISTINCT FROM OLD.state OR NEW.agent_id IS DISTINCT FROM OLD.agent_id THEN
    PERFORM notify_live('conversation', NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_conversations_live AFTER INSERT OR UPDATE ON chat_conversations
  FOR EACH ROW EXECUTE FUNCTION announce_conversation();
--> statement-breakpoint
CREATE FUNCTION announce_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM notify_live('order', NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_live AFTER UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION announce_order();
