ALTER TABLE "chat_conversations" ADD COLUMN "buyer_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "agent_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Read receipts are told live too: a conversation is announced when either side's read mark moves.
CREATE OR REPLACE FUNCTION announce_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state IS DISTINCT FROM OLD.state OR NEW.agent_id IS DISTINCT FROM OLD.agent_id
     OR NEW.buyer_read_id IS DISTINCT FROM OLD.buyer_read_id OR NEW.agent_read_id IS DISTINCT FROM OLD.agent_read_id THEN
    PERFORM notify_live('conversation', NEW.id);
  END IF;
  RETURN NULL;
END $$;
