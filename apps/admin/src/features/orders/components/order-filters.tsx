import { Button, DatePicker, Flex } from 'antd';
import { FilterSelect } from '../../../components/filter-select';
import { YuanRange } from '../../../components/yuan-range';
import { REGIONS } from '@yaocai/domain/contracts/admin';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { managerFilterOptions, useManagers } from '../../../lib/account-managers';
import { dayjs } from '../../../lib/dayjs';
import { hasNarrowingFilter, type OrderFilterKey, type OrderFilterValues } from '../order-list-filter';

interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (changes: Partial<Record<OrderFilterKey, string>>) => void;
}

const DAY = 'YYYY-MM-DD';
const payMethodOptions = Object.entries(PAY_METHOD_LABEL).map(([value, label]) => ({ value, label }));
const regionOptions = REGIONS.map((region) => ({ value: region, label: region }));

function DayRange(props: {
  label: string;
  from: OrderFilterKey;
  to: OrderFilterKey;
  values: OrderFilterValues;
  onChange: OrderFiltersProps['onChange'];
}) {
  const { label, from, to, values, onChange } = props;
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={[`${label}起`, `${label}止`]}
      value={[values[from] ? dayjs(values[from]) : null, values[to] ? dayjs(values[to]) : null]}
      allowEmpty={[true, true]}
      onChange={(range) =>
        onChange({ [from]: range?.[0]?.format(DAY) ?? '', [to]: range?.[1]?.format(DAY) ?? '' })
      }
    />
  );
}

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
      <DayRange label="下单时间" from="created_from" to="created_to" values={values} onChange={onChange} />
      <DayRange label="支付时间" from="paid_from" to="paid_to" values={values} onChange={onChange} />
      <YuanRange
        key={`${values.amount_min}-${values.amount_max}`}
        label="金额"
        min={values.amount_min}
        max={values.amount_max}
        onChange={(amount_min, amount_max) => onChange({ amount_min, amount_max })}
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
