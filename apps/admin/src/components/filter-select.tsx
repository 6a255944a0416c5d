import { Select } from 'antd';

interface FilterSelectProps {
  /** Its placeholder and accessible name. */
  label: string;
  options: { value: string; label: string }[];
  /** '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** One of a list's filters as a searchable select that can be cleared back to none. */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={label}
      aria-label={label}
      style={{ width: 150 }}
      options={options}
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
    />
  );
}
