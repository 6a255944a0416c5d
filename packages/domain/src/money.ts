/**
 * Money is integer fen everywhere inside; the wire shows yuan with 2 decimals as a string ("12.50"),
 * so no float ever carries an amount.
 */
export const fenToYuan = (fen: number): string => {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a whole number of fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Parses "12.5" / "12.50" / "12" into fen; null when it is not a plain amount with at most 2 decimals. */
export const yuanToFen = (yuan: string): number | null => {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -fen : fen;
};
