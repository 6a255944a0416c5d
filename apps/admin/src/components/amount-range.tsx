import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { yuanToFen } from '@yaocai/domain/money';
import { message } from '../lib/feedback';

interface AmountRangeProps {
  /** What the amount is (金额, 退款金额): the inputs are 最低… and 最高…, in yuan. */
  label: string;
  /** In yuan as typed, '' for an open end. */
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
}

/**
 * A list's filter on an amount from and to, in yuan: applied on Enter or 确定, refused here when it is
 * no amount or backwards. Give it a `key` of both ends so a change from elsewhere shows.
 */
export function AmountRange({ label, min: initialMin, max: initialMax, onChange }: AmountRangeProps) {
  const [min, setMin] = useState(initialMin);
  const [max, setMax] = useState(initialMax);
  const apply = () => {
    const [low, high] = [min.trim(), max.trim()];
    const fen = [low, high].map((yuan) => (yuan === '' ? null : yuanToFen(yuan)));
    if (
      (low !== '' && (fen[0] === null || fen[0]! < 0)) ||
      (high !== '' && (fen[1] === null || fen[1]! < 0))
    ) {
      message.error(`${label}须为不小于0的数字，最多两位小数`);
      return;
    }
    if (fen[0] !== null && fen[1] !== null && fen[1]! < fen[0]!) {
      message.error(`最高${label}不能低于最低${label}`);
      return;
    }
    onChange(low, high);
  };
  const bounds = [
    [`最低${label}`, min, setMin],
    [`最高${label}`, max, setMax],
  ] as const;
  return (
    <Space.Compact>
      {bounds.map(([name, value, set]) => (
        <Input
          key={name}
          aria-label={`${name}（元）`}
          placeholder={name}
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
