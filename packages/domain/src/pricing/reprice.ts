/**
 * A price moved by a whole `percent`, rounded to the nearest fen (halves up) and never below 1 fen:
 * the console's bulk 调价.
 */
export const repricedFen = (priceFen: number, percent: number): number =>
  Math.max(1, Math.round((priceFen * (100 + percent)) / 100));
