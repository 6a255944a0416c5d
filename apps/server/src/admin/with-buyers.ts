import type { Executor } from '../db/client.ts';
import { buyerLabels } from '../modules/accounts/buyer-review.service.ts';

const UNKNOWN_BUYER = { company: '', phone: '' };

/** Rows of the console's lists with the company and phone of the buyer each names. */
export async function withBuyers<T extends { buyer_id: number }>(db: Executor, rows: T[]) {
  const labels = await buyerLabels(db, [...new Set(rows.map((row) => row.buyer_id))]);
  return rows.map((row) => ({ ...row, ...(labels.get(row.buyer_id) ?? UNKNOWN_BUYER) }));
}
