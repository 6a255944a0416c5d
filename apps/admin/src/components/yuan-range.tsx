import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { yuanToFen } from '@yaocai/domain/money';
import { message } from '../lib/feedback';

interface YuanRangeProps {
  /** What is bounded, as the fields name it: 金额 gives 最低金额 and 最高金额. */
  label: string;
  /** The bounds as the URL keeps them, in yuan; '' for none. */
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
}

/**
 * An amount in yuan from and to, applied on Enter or 确定, refused here when it is no amount or
 * backwards. Give it a `key` of its bounds so that it follows the URL.
 */
export function YuanRange({ label, min: savedMin, max: savedMax, onChange }: YuanRangeProps) {
  const [min, setMin] = useState(savedMin);
  const [max, setMax] = useState(savedMax);
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
