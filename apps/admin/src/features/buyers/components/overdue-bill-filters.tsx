import { Button, Flex } from 'antd';
import { AmountRange } from '../../../components/amount-range';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';
import { managerFilterOptions, useManagers } from '../../../lib/account-managers';

/** 逾期账单's filters as the URL keeps them (amounts in yuan, as the operator typed them). */
export const OVERDUE_FILTER_KEYS = ['amount_min', 'amount_max', 'due_from', 'due_to', 'manager_id'] as const;
export type OverdueFilterKey = (typeof OVERDUE_FILTER_KEYS)[number];

interface OverdueBillFiltersProps {
  values: Record<OverdueFilterKey, string>;
  onChange: (changes: Partial<Record<OverdueFilterKey, string>>) => void;
}

/** 逾期账单's filters: the amount, the days the bills fell due, the buyer's account manager. */
export function OverdueBillFilters({ values, onChange }: OverdueBillFiltersProps) {
  const managers = useManagers({ enabled: true });
  const narrowed = OVERDUE_FILTER_KEYS.some((key) => values[key]);
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="逾期账单筛选">
      <AmountRange
        key={`${values.amount_min}-${values.amount_max}`}
        label="金额"
        min={values.amount_min}
        max={values.amount_max}
        onChange={(min, max) => onChange({ amount_min: min, amount_max: max })}
      />
      <DayRange
        label="到期时间"
        from={values.due_from}
        to={values.due_to}
        onChange={(from, to) => onChange({ due_from: from, due_to: to })}
      />
      <FilterSelect
        label="客户经理"
        options={managerFilterOptions(managers.data)}
        value={values.manager_id}
        onChange={(manager_id) => onChange({ manager_id })}
      />
      {narrowed && (
        <Button
          type="link"
          onClick={() =>
            onChange({ amount_min: '', amount_max: '', due_from: '', due_to: '', manager_id: '' })
          }
        >
          清除筛选
        </Button>
      )}
    </Flex>
  );
}
