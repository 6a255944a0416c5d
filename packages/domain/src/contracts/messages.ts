import { z } from 'zod';
import { id, page, pageSize } from '../validation/numbers.ts';
import { LIST_PAGE_SIZE_MAX } from './list-query.ts';

/** Most messages one call marks read. */
export const MESSAGES_READ_MAX = 100;

/** GET /api/user/messages: the buyer's messages (我的消息), unread first. */
export const messageListQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
});

/** POST /api/user/messages/read: these messages, or every one when `ids` is absent. */
export const readMessagesBody = z.object({
  ids: z
    .array(id('消息'), { error: '请选择消息' })
    .min(1, '请选择消息')
    .max(MESSAGES_READ_MAX, `一次最多处理${MESSAGES_READ_MAX}条`)
    .optional(),
});
