import { Tag } from 'antd';
import { monthlyLimitNote } from '@yaocai/domain/pricing/monthly-limit';

interface MonthlyLimitNoteProps {
  goods: { contains_ephedrine: boolean; monthly_limit: number | null; bzdw: string };
  /** Pieces the buyer has ordered this month, where known. */
  bought?: number | null;
  className?: string;
}

/** 含麻黄碱 (or 限购) with the monthly limit, what was bought and the balance it cannot use. */
export function MonthlyLimitNote({ goods, bought = null, className }: MonthlyLimitNoteProps) {
  const note = monthlyLimitNote(goods, bought);
  if (!note) return null;
  return (
    <div className={className}>
      <Tag color="orange">{goods.contains_ephedrine ? '含麻黄碱' : '限购'}</Tag>
      <span>{note}</span>
    </div>
  );
}
