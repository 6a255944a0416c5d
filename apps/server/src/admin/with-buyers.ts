import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../db/client.ts';
import { buyerIdentity } from '../modules/accounts/accounts.service.ts';
import { buyerLabels } from '../modules/accounts/buyer-review.service.ts';

const UNKNOWN_BUYER = { company: '', phone: '' };

/** Rows of the console's lists with the company and phone of the buyer each names. */
export async function withBuyers<T extends { buyer_id: number }>(db: Executor, rows: T[]) {
  const labels = await buyerLabels(db, [...new Set(rows.map((row) => row.buyer_id))]);
  return rows.map((row) => ({ ...row, ...(labels.get(row.buyer_id) ?? UNKNOWN_BUYER) }));
}

/** The id of a buyer the console asks about, once it is known to be one (else 404). */
export async function existingBuyer(db: Executor, id: number): Promise<number> {
  if (!(await buyerIdentity(db, id))) throw notFound('客户不存在');
  return id;
}
