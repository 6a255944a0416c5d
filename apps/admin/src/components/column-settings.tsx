import { Button, Checkbox, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';

interface ColumnSettingsProps {
  /** The columns that may be hidden: key and title. */
  columns: { key: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/** Which of a table's columns show: a checkbox per column, kept in the URL with the rest of the list. */
export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const shown = columns.map((column) => column.key).filter((key) => !hidden.includes(key));
  return (
    <Popover
      trigger="click"
      title="显示的列"
      content={
        <Checkbox.Group
          aria-label="显示的列"
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={columns.map((column) => ({ value: column.key, label: column.title }))}
          value={shown}
          onChange={(keys) =>
            onChange(columns.map((column) => column.key).filter((key) => !keys.includes(key)))
          }
        />
      }
    >
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
