import { useState } from 'react';
import { Button, DatePicker, Flex, Input, Space } from 'antd';
import { FilterSelect } from '../../../components/filter-select';
import { REGIONS } from '@yaocai/domain/contracts/admin';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { yuanToFen } from '@yaocai/domain/money';
import { managerFilterOptions, useManagers } from '../../../lib/account-managers';
import { dayjs } from '../../../lib/dayjs';
import { message } from '../../../lib/feedback';
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

/** 应付金额 from and to, in yuan: applied on Enter or 确定, refused here when it is no amount or backwards. */
function AmountRange({ values, onChange }: OrderFiltersProps) {
  const [min, setMin] = useState(values.amount_min);
  const [max, setMax] = useState(values.amount_max);
  const apply = () => {
    const [low, high] = [min.trim(), max.trim()];
    const fen = [low, high].map((yuan) => (yuan === '' ? null : yuanToFen(yuan)));
    if (
      (low !== '' && (fen[0] === null || fen[0]! < 0)) ||
      (high !== '' && (fen[1] === null || fen[1]! < 0))
    ) {
      message.error('金额须为不小于0的数字，最多两位小数');
      return;
    }
    if (fen[0] !== null && fen[1] !== null && fen[1]! < fen[0]!) {
      message.error('最高金额不能低于最低金额');
      return;
    }
    onChange({ amount_min: low, amount_max: high });
  };
  const bounds = [
    ['最低金额', min, setMin],
    ['最高金额', max, setMax],
  ] as const;
  return (
    <Space.Compact>
      {bounds.map(([label, value, set]) => (
        <Input
          key={label}
          aria-label={`${label}（元）`}
          placeholder={label}
          prefix="¥"
          style={{ width: 120 }}
          value={value}
          onChange={(event) => set(event.target.value)}
          onPressEnter={apply}
        />
      ))}
      <Button onClick={apply}>确定</Button>
    </Space.Compact>
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
      <AmountRange key={`${values.amount_min}-${values.amount_max}`} values={values} onChange={onChange} />
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
