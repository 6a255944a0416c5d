import { STOCK_HINTS, stockLevel } from '../goods-display';

export function StockHint({ stock, zbz }: { stock: number; zbz: number }) {
  const level = stockLevel(stock, zbz);
  const hint = STOCK_HINTS[level];
  if (!hint) return null;
  return <span className={`yc-stock-hint yc-stock-hint-${level}`}>{hint}</span>;
}
