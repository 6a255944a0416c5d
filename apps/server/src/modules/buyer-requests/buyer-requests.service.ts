import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  BUYER_REQUEST_MESSAGES,
  FEEDBACK_TYPES,
  OPEN_PURCHASE_REQUESTS_MAX,
  type AdminFeedbackQuery,
  type AdminPurchaseRequestQuery,
  type FeedbackBody,
  type PurchaseRequestBody,
} from '@yaocai/domain/contracts/buyer-requests';
import type { Feedback, PurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { badRequest, notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor, Transaction } from '../../db/client.ts';
import { assertHeldPrivateFiles } from '../files/private-files.service.ts';
import { answerableFilters, answerableOrder } from './buyer-request-list.ts';
import { feedback, purchaseRequests } from './buyer-requests.tables.ts';

type RequestRow = typeof purchaseRequests.$inferSelect;

interface PageQuery {
  page: number;
  page_size: number;
}

/** Keeps the buyer's feedback; its pictures are ones the buyer uploaded, never another buyer's. */
export async function saveFeedback(db: Executor, userId: number, body: FeedbackBody): Promise<void> {
  const refusal = { field: 'images', message: BUYER_REQUEST_MESSAGES.notOwnPicture };
  await assertHeldPrivateFiles(db, userId, body.images, refusal);
  await db.insert(feedback).values({ userId, type: body.type, content: body.content, images: body.images });
}

type FeedbackRow = typeof feedback.$inferSelect;

const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  type: row.type,
  type_name: FEEDBACK_TYPES[row.type as keyof typeof FEEDBACK_TYPES] ?? '其他',
  content: row.content,
  images: row.images,
  status: row.status,
  answer: row.answer,
  answered_at: row.answeredAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

async function feedbackRows(
  db: Executor,
  where: SQL | undefined,
  query: PageQuery,
  order: SQL[] = [desc(feedback.id)],
): Promise<Paged<Feedback & { buyer_id: number }>> {
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...toFeedback(row), buyer_id: row.userId })),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Feedback for the console, by state, kind and days, newest first or as sorted, with who wrote it as `buyer_id`. */
export const feedbackPage = (db: Executor, query: AdminFeedbackQuery) =>
  feedbackRows(
    db,
    and(...answerableFilters(feedback, query), query.type ? eq(feedback.type, query.type) : undefined),
    query,
    answerableOrder(feedback, query),
  );

/** GET /api/user/feedback: the buyer's own feedback, newest first, with the answers. */
export async function buyerFeedbackPage(
  db: Executor,
  userId: number,
  query: PageQuery,
): Promise<Paged<Feedback>> {
  const page = await feedbackRows(db, eq(feedback.userId, userId), query);
  return { ...page, list: page.list.map(({ buyer_id: _, ...row }) => row) };
}

/** Answers waiting feedback once (a conditional update: a second answer is refused, never lost). */
export async function answerFeedback(
  tx: Transaction,
  operatorId: number,
  feedbackId: number,
  answer: string,
): Promise<FeedbackRow> {
  const [answered] = await tx
    .update(feedback)
    .set({ status: 'answered', answer, answeredBy: operatorId, answeredAt: sql`now()` })
    .where(and(eq(feedback.id, feedbackId), eq(feedback.status, 'pending')))
    .returning();
  if (answered) return answered;
  const [exists] = await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, feedbackId));
  if (!exists) throw notFound('意见反馈不存在');
  throw badRequest(BUYER_REQUEST_MESSAGES.feedbackAlreadyAnswered);
}

const toRequest = (row: RequestRow): PurchaseRequest => ({
  id: row.id,
  goods_name: row.goodsName,
  manufacturer: row.manufacturer,
  spec: row.spec,
  quantity: row.quantity,
  expected_price: row.expectedPriceFen === null ? null : fenToYuan(row.expectedPriceFen),
  remark: row.remark,
  status: row.status,
  answer: row.answer,
  answered_at: row.answeredAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Files a 求购 request; a buyer has at most OPEN_PURCHASE_REQUESTS_MAX waiting for an answer (their
 * requests take turns, so racing ones cannot pass the limit together).
 */
export async function fileRequest(
  db: Executor,
  userId: number,
  body: PurchaseRequestBody,
): Promise<PurchaseRequest> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('purchase-requests'), ${userId})`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(purchaseRequests)
      .where(and(eq(purchaseRequests.userId, userId), eq(purchaseRequests.status, 'pending')));
    if (n >= OPEN_PURCHASE_REQUESTS_MAX) throw badRequest(BUYER_REQUEST_MESSAGES.tooManyOpen);
    const [row] = await tx
      .insert(purchaseRequests)
      .values({
        userId,
        goodsName: body.goods_name,
        manufacturer: body.manufacturer,
        spec: body.spec,
        quantity: body.quantity,
        expectedPriceFen: body.expected_price_fen ?? null,
        remark: body.remark,
      })
      .returning();
    return toRequest(row!);
  });
}

async function requestPage(
  db: Executor,
  where: SQL | undefined,
  query: PageQuery,
  order: SQL[] = [desc(purchaseRequests.id)],
): Promise<Paged<PurchaseRequest & { buyer_id: number }>> {
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(purchaseRequests)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(purchaseRequests).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...toRequest(row), buyer_id: row.userId })),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

/** GET /api/user/buy: the buyer's own requests, newest first. */
export async function buyerRequestPage(db: Executor, userId: number, query: PageQuery) {
  const page = await requestPage(db, eq(purchaseRequests.userId, userId), query);
  return { ...page, list: page.list.map(({ buyer_id: _, ...request }) => request) };
}

/** The console's list, by state and days; newest first (oldest first would hide new ones) or as sorted. */
export const adminRequestPage = (db: Executor, query: AdminPurchaseRequestQuery) =>
  requestPage(
    db,
    and(...answerableFilters(purchaseRequests, query)),
    query,
    answerableOrder(purchaseRequests, query),
  );

/** Answers a waiting request once (a conditional update: two operators cannot both answer it). */
export async function answerRequest(
  tx: Transaction,
  operatorId: number,
  requestId: number,
  answer: string,
): Promise<RequestRow> {
  const [answered] = await tx
    .update(purchaseRequests)
    .set({ status: 'answered', answer, answeredBy: operatorId, answeredAt: sql`now()` })
    .where(and(eq(purchaseRequests.id, requestId), eq(purchaseRequests.status, 'pending')))
    .returning();
  if (answered) return answered;
  const [exists] = await tx
    .select({ id: purchaseRequests.id })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.id, requestId));
  if (!exists) throw notFound('求购不存在');
  throw badRequest(BUYER_REQUEST_MESSAGES.alreadyAnswered);
}

/** 求购 waiting for an answer, for the console's counts to do. */
export async function countWaitingRequests(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.status, 'pending'));
  return row?.n ?? 0;
}
