import { cannedReplyBody } from '@yaocai/domain/contracts/chat';
import { cannedReply } from '@yaocai/domain/contracts/chat-responses';
import { ordered, type EditableList } from '../../db/editable-lists.ts';
import { chatCannedReplies } from './chat.tables.ts';

/** 快捷回复, kept for the whole shop and edited whole in the console. */
export const CANNED_REPLIES: EditableList<typeof cannedReplyBody, typeof cannedReply> = {
  name: 'replies',
  label: '快捷回复',
  table: chatCannedReplies,
  body: cannedReplyBody,
  wire: cannedReply,
  order: () => ordered(chatCannedReplies),
  toRow: (body) => ({ title: body.title, text: body.text, sort: body.sort }),
  toWire: (row) => ({
    id: row.id as number,
    title: row.title as string,
    text: row.text as string,
    sort: row.sort as number,
  }),
};
