/** The day `months` calendar months after `day` (YYYY-MM-DD), the month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Why a lot expiring on `expiresOn` may not ship on `today` (both YYYY-MM-DD, China time) when the shop
 * wants `minMonths` of shelf life left, or null: GSP ships no expired goods nor goods about to expire.
 */
export function shelfLifeProblem(expiresOn: string, today: string, minMonths: number): string | null {
  if (expiresOn <= today) return `有效期至${expiresOn}，已过期`;
  if (expiresOn < addMonths(today, minMonths)) return `有效期至${expiresOn}，剩余效期不足${minMonths}个月`;
  return null;
}
