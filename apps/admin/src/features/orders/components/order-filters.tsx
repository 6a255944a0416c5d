import { Button, Flex } from 'antd';
import { AmountRange } from '../../../components/amount-range';
import { DayRange } from '../../../components/day-range';
import { FilterSelect } from '../../../components/filter-select';
import { REGIONS } from '@yaocai/domain/contracts/admin';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { managerFilterOptions, useManagers } from '../../../lib/account-managers';
import { hasNarrowingFilter, type OrderFilterKey, type OrderFilterValues } from '../order-list-filter';

interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (changes: Partial<Record<OrderFilterKey, string>>) => void;
}

const payMethodOptions = Object.entries(PAY_METHOD_LABEL).map(([value, label]) => ({ value, label }));
const regionOptions = REGIONS.map((region) => ({ value: region, label: region }));

/** The order list's filters, kept in the URL: days ordered and paid, amount, payment, region, manager. */
export function OrderFilters({ values, onChange }: OrderFiltersProps) {
  const managers = useManagers({ enabled: true });
  const select = (key: OrderFilterKey, label: string, options: { value: string; label: string }[]) => (
    <FilterSelect
      label={label}
      options={options}
      value={values[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  const clearAll = () =>
    onChange({
      created_from: '',
      created_to: '',
      paid_from: '',
      paid_to: '',
      amount_min: '',
      amount_max: '',
      pay_method: '',
      region: '',
      manager_id: '',
    });
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <DayRange
        label="下单时间"
        from={values.created_from}
        to={values.created_to}
        onChange={(from, to) => onChange({ created_from: from, created_to: to })}
      />
      <DayRange
        label="支付时间"
        from={values.paid_from}
        to={values.paid_to}
        onChange={(from, to) => onChange({ paid_from: from, paid_to: to })}
      />
      <AmountRange
        key={`${values.amount_min}-${values.amount_max}`}
        label="金额"
        min={values.amount_min}
        max={values.amount_max}
        onChange={(min, max) => onChange({ amount_min: min, amount_max: max })}
      />
      {select('pay_method', '支付方式', payMethodOptions)}
      {select('region', '收货地区', regionOptions)}
      {select('manager_id', '客户经理', managerFilterOptions(managers.data))}
      {hasNarrowingFilter(values) && (
        <Button type="link" onClick={clearAll}>
          清除筛选
        </Button>
      )}
    </Flex>
  );
}
