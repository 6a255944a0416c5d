/** An order line as shares of it are counted: its pieces and what was paid for them, in fen. */
export interface PaidLine {
  number: number;
  amountFen: number;
}

/**
 * What `pieces` of a line get of what was paid for it, when `taken` pieces already took `takenFen`:
 * the exact share rounded down, except that the last pieces get all that is left, so the shares of
 * a line add up to its amount whatever the parts. After-sales requests share a line so.
 */
export function piecesShare(line: PaidLine, taken: number, takenFen: number, pieces: number): number {
  if (taken + pieces === line.number) return line.amountFen - takenFen;
  return Math.floor((line.amountFen * pieces) / line.number);
}

/** What the first `pieces` of a line are worth together: rounded down, the whole line exact. */
export function cumulativeShare(line: PaidLine, pieces: number): number {
  if (pieces >= line.number) return line.amountFen;
  return Math.floor((line.amountFen * pieces) / line.number);
}

/**
 * What `pieces` more of a line are worth when `before` pieces were counted already: the difference of
 * the cumulative shares. Any parts of a line shared by `piecesShare` add up to no more than the
 * cumulative share of as many pieces (a sum of floors never exceeds the floor of the sum), so money
 * given back for pieces never exceeds what those pieces were invoiced for.
 */
export function nextPiecesShare(line: PaidLine, before: number, pieces: number): number {
  return cumulativeShare(line, before + pieces) - cumulativeShare(line, before);
}
