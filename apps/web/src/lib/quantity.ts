// The quantities goods may be bought in: whole middle packs (zbz), within the stock.

/** The largest quantity that can be ordered: whole middle packs within the stock. */
export const maxQuantity = (stock: number, zbz: number): number => Math.floor(stock / zbz) * zbz;

/**
 * Quantities are whole middle packs (zbz), at least one. A typed quantity rounds UP to the next whole
 * pack (7 with zbz 5 → 10): the buyer asked for at least that many. Past the stock it falls back to the
 * largest whole-pack quantity in stock.
 */
export function normalizeQuantity(value: number | null | undefined, zbz: number, stock?: number): number {
  const pack = Math.max(1, Math.floor(zbz));
  const wanted = value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : pack;
  const rounded = Math.ceil(wanted / pack) * pack;
  if (stock === undefined) return rounded;
  const cap = maxQuantity(stock, pack);
  return cap >= pack ? Math.min(rounded, cap) : pack;
}
