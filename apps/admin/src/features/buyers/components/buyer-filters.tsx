import { DatePicker, Flex } from 'antd';
import { FilterSelect } from '../../../components/filter-select';
import { dayjs } from '../../../lib/dayjs';
import { managerFilterOptions, useManagers } from '../../../lib/account-managers';
import { customerTypeOptions, regionOptions } from '../buyer-segments';

export type BuyerFilterKey = 'region' | 'customer_type' | 'manager_id' | 'registered_from' | 'registered_to';

interface BuyerFiltersProps {
  values: Record<BuyerFilterKey, string>;
  onChange: (changes: Partial<Record<BuyerFilterKey, string>>) => void;
}

const DAY = 'YYYY-MM-DD';

/** The list's filters, kept in the URL: region, customer type, account manager, registered between. */
export function BuyerFilters({ values, onChange }: BuyerFiltersProps) {
  const managers = useManagers({ enabled: true });
  const managerOptions = managerFilterOptions(managers.data);
  const select = (key: BuyerFilterKey, label: string, options: { value: string; label: string }[]) => (
    <FilterSelect
      label={label}
      options={options}
      value={values[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      {select('region', '所在地区', regionOptions)}
      {select('customer_type', '客户类型', customerTypeOptions)}
      {select('manager_id', '客户经理', managerOptions)}
      <DatePicker.RangePicker
        aria-label="注册时间"
        placeholder={['注册开始', '注册结束']}
        value={[
          values.registered_from ? dayjs(values.registered_from) : null,
          values.registered_to ? dayjs(values.registered_to) : null,
        ]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          onChange({
            registered_from: range?.[0]?.format(DAY) ?? '',
            registered_to: range?.[1]?.format(DAY) ?? '',
          })
        }
      />
    </Flex>
  );
}
