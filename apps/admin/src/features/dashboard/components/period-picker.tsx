import { DatePicker } from 'antd';
import { DASHBOARD_DAYS_MAX } from '@yaocai/domain/contracts/admin';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import { dayjs, type Dayjs } from '../../../lib/dayjs';

const DAY = 'YYYY-MM-DD';

/** The usual periods, as of today in the shop's calendar (China), whatever the browser's time zone. */
function presets() {
  const today = dayjs(chinaDayOf(new Date()));
  const lastMonth = today.subtract(1, 'month');
  return [
    { label: '今天', value: [today, today] },
    { label: '近7天', value: [today.subtract(6, 'day'), today] },
    { label: '近30天', value: [today.subtract(29, 'day'), today] },
    { label: '本月', value: [today.startOf('month'), today] },
    { label: '上月', value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
  ] satisfies { label: string; value: [Dayjs, Dayjs] }[];
}

interface PeriodPickerProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (period: { from: string; to: string }) => void;
}

/** Any period of whole days, at most DASHBOARD_DAYS_MAX long, with the usual ones a click away. */
export function PeriodPicker({ from, to, onChange }: PeriodPickerProps) {
  return (
    <DatePicker.RangePicker
      aria-label="统计区间"
      placeholder={['开始日期', '结束日期']}
      allowClear={false}
      presets={presets()}
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      disabledDate={(day, info) =>
        info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= DASHBOARD_DAYS_MAX
      }
      onChange={(range) => {
        const [start, end] = range ?? [];
        if (start && end) onChange({ from: start.format(DAY), to: end.format(DAY) });
      }}
    />
  );
}
