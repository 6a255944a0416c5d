import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';

interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** The bulk actions on what is picked. */
  children: ReactNode;
}

/** What is picked in a table across its pages, with the bulk actions on it; nothing while none is. */
export function SelectionBar({ count, onClear, children }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Flex
      role="region"
      aria-label="批量操作"
      align="center"
      gap={12}
      wrap
      style={{ marginBottom: 12, padding: '8px 12px', background: '#e6f4ff', borderRadius: 6 }}
    >
      <Typography.Text strong>已选 {count} 项</Typography.Text>
      <Button size="small" type="link" onClick={onClear}>
        清空
      </Button>
      {children}
    </Flex>
  );
}
