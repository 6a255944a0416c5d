ALTER TABLE "chat_conversations" ADD COLUMN "auto_assigned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What was written before read receipts counts as read by both sides (else every buyer's badge would
-- count their whole history), set without announcing each conversation.
ALTER TABLE "chat_conversations" DISABLE TRIGGER "chat_conversations_live";
--> statement-breakpoint
UPDATE "chat_conversations" c SET
  "buyer_read_id" = greatest(c."buyer_read_id", coalesce((SELECT max(m."id") FROM "chat_messages" m WHERE m."conversation_id" = c."id"), 0)),
  "agent_read_id" = greatest(c."agent_read_id", coalesce((SELECT max(m."id") FROM "chat_messages" m WHERE m."conversation_id" = c."id"), 0))
WHERE c."buyer_read_id" = 0 AND c."agent_read_id" = 0;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ENABLE TRIGGER "chat_conversations_live";
