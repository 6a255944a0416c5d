import { Button, Flex } from 'antd';
import { AFTER_SALE_KINDS } from '@yaocai/domain/contracts/after-sales';
import { AmountRange } from '../../../components/amount-range';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';
import type { AfterSaleFilterKey, AfterSaleFilterValues } from '../after-sale-list-filter';

interface AfterSaleFiltersProps {
  values: AfterSaleFilterValues;
  onChange: (changes: Partial<Record<AfterSaleFilterKey, string>>) => void;
}

const kindOptions = Object.entries(AFTER_SALE_KINDS).map(([value, label]) => ({ value, label }));

/** The after-sales list's filters, kept in the URL: kind, the days asked, the refund. */
export function AfterSaleFilters({ values, onChange }: AfterSaleFiltersProps) {
  const narrowed =
    values.kind || values.created_from || values.created_to || values.amount_min || values.amount_max;
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <FilterSelect
        label="售后类型"
        options={kindOptions}
        value={values.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <DayRange
        label="申请时间"
        from={values.created_from}
        to={values.created_to}
        onChange={(from, to) => onChange({ created_from: from, created_to: to })}
      />
      <AmountRange
        key={`${values.amount_min}-${values.amount_max}`}
        label="退款金额"
        min={values.amount_min}
        max={values.amount_max}
        onChange={(min, max) => onChange({ amount_min: min, amount_max: max })}
      />
      {narrowed && (
        <Button
          type="link"
          onClick={() =>
            onChange({ kind: '', created_from: '', created_to: '', amount_min: '', amount_max: '' })
          }
        >
          清除筛选
        </Button>
      )}
    </Flex>
  );
}
