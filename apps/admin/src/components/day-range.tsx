import { DatePicker } from 'antd';
import { dayjs } from '../lib/dayjs';

const DAY = 'YYYY-MM-DD';

interface DayRangeProps {
  /** Its accessible name, and the start of each end's placeholder (起, 止). */
  label: string;
  /** YYYY-MM-DD, or '' for an open end. */
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

/** A list's filter on a span of days, either end open. */
export function DayRange({ label, from, to, onChange }: DayRangeProps) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={[`${label}起`, `${label}止`]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      allowEmpty={[true, true]}
      onChange={(range) => onChange(range?.[0]?.format(DAY) ?? '', range?.[1]?.format(DAY) ?? '')}
    />
  );
}
