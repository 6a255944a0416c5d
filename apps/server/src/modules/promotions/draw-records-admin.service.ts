import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminDrawRecord } from '@yaocai/domain/contracts/admin-draw-records-responses';
import { DRAW_RECORD_MESSAGES, type DrawRecordListQuery } from '@yaocai/domain/contracts/admin-draw-records';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { badRequest, notFound } from '@yaocai/domain/errors';
import { concurrently, type Executor, type Transaction } from '../../db/client.ts';
import { buyerLabels } from '../accounts/buyer-review.service.ts';
import { goodsNames } from '../catalog/goods-facts.service.ts';
import { operatorNames } from '../operators/operators.service.ts';
import { drawPrizes, drawRecords } from './draws.tables.ts';

function filtersOf(activityId: number, query: DrawRecordListQuery): SQL | undefined {
  return and(
    eq(drawRecords.activityId, activityId),
    query.prize_kind ? eq(drawPrizes.kind, query.prize_kind) : undefined,
    query.sent === 'yes' ? isNotNull(drawRecords.sentAt) : undefined,
    query.sent === 'no' ? isNull(drawRecords.sentAt) : undefined,
  );
}

/**
 * A prize draw's wins for the console, newest first: who won what and when, a gift's goods and pieces,
 * and whether it was handed over. Operators see the buyer's company and full phone, as on 客户审核.
 */
export async function drawRecordPage(
  db: Executor,
  activityId: number,
  query: DrawRecordListQuery,
): Promise<Paged<AdminDrawRecord>> {
  const where = filtersOf(activityId, query);
  const [rows, [total]] = await concurrently(
    db,
    () =>
      db
        .select({
          id: drawRecords.id,
          buyerId: drawRecords.userId,
          prizeName: drawPrizes.name,
          prizeKind: drawPrizes.kind,
          goodsId: drawPrizes.goodsId,
          goodsNumber: drawPrizes.goodsNumber,
          wonAt: drawRecords.createdAt,
          sentAt: drawRecords.sentAt,
          sentBy: drawRecords.sentBy,
        })
        .from(drawRecords)
        .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
        .where(where)
        .orderBy(desc(drawRecords.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({ n: count() })
        .from(drawRecords)
        .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
        .where(where),
  );
  const ids = (pick: (row: (typeof rows)[number]) => number | null) => [
    ...new Set(rows.flatMap((row) => pick(row) ?? [])),
  ];
  const [buyers, gifts, senders] = await concurrently(
    db,
    () =>
      buyerLabels(
        db,
        ids((row) => row.buyerId),
      ),
    () =>
      goodsNames(
        db,
        ids((row) => (row.prizeKind === 'goods' ? row.goodsId : null)),
      ),
    () =>
      operatorNames(
        db,
        ids((row) => row.sentBy),
      ),
  );
  return {
    list: rows.map((row) => {
      const gift = row.prizeKind === 'goods' && row.goodsId !== null ? gifts.get(row.goodsId) : undefined;
      return {
        id: row.id,
        buyer_id: row.buyerId,
        company: buyers.get(row.buyerId)?.company ?? '',
        phone: buyers.get(row.buyerId)?.phone ?? '',
        prize_name: row.prizeName,
        prize_kind: row.prizeKind,
        goods_name: gift?.name ?? null,
        goods_number: gift ? row.goodsNumber : null,
        won_at: row.wonAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
        sent_by: row.sentBy === null ? null : (senders.get(row.sentBy) ?? null),
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * Marks a gift-goods win handed over, once (a conditional update: two operators at once mark it once).
 * What the audit log keeps of it: the activity, the record, the buyer and the prize.
 */
export async function markPrizeSent(tx: Transaction, recordId: number, operatorId: number | null) {
  const [record] = await tx
    .select({
      activityId: drawRecords.activityId,
      userId: drawRecords.userId,
      kind: drawPrizes.kind,
      prize: drawPrizes.name,
      sentAt: drawRecords.sentAt,
    })
    .from(drawRecords)
    .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
    .where(eq(drawRecords.id, recordId));
  if (!record) throw notFound(DRAW_RECORD_MESSAGES.missing);
  if (record.kind !== 'goods') throw badRequest(DRAW_RECORD_MESSAGES.notGoods);
  const [sent] = await tx
    .update(drawRecords)
    .set({ sentAt: sql`now()`, sentBy: operatorId })
    .where(and(eq(drawRecords.id, recordId), isNull(drawRecords.sentAt)))
    .returning({ sentAt: drawRecords.sentAt });
  if (!sent) throw badRequest(DRAW_RECORD_MESSAGES.sent);
  return {
    activityId: record.activityId,
    snapshot: {
      record_id: recordId,
      buyer_id: record.userId,
      prize: record.prize,
      sent_at: sent.sentAt!.toISOString(),
    },
  };
}
