import type { ReactNode } from 'react';
import { Button, Form } from 'antd';

/** 删除 at the end of a line of a list field, shown while the line may go. */
export function RemoveLine({ shown, onRemove }: { shown: boolean; onRemove: () => void }) {
  if (!shown) return null;
  return (
    <Form.Item label=" ">
      <Button type="link" danger onClick={onRemove}>
        删除
      </Button>
    </Form.Item>
  );
}

/** 添加… under a list field, shown while lines may be added. */
export function AddLine({
  shown,
  onAdd,
  children,
}: {
  shown: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  if (!shown) return null;
  return (
    <Button type="dashed" onClick={onAdd} style={{ marginBottom: 24 }}>
      {children}
    </Button>
  );
}
