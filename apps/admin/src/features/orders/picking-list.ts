/** The most orders one printed picking list (发货单) holds: each order is read on its own. */
export const ORDERS_PRINT_MAX = 100;

/** The orders a print page names in its `ids` (comma-separated), each once, at most ORDERS_PRINT_MAX. */
export const printedIdsOf = (param: string | null): number[] =>
  [...new Set((param ?? '').split(',').map(Number))]
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, ORDERS_PRINT_MAX);

/** What is still to ship of a line: bought less already shipped. */
export const owedOf = (line: { number: number; shipped: number }) => Math.max(0, line.number - line.shipped);
