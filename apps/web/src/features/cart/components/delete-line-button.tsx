import { Button, Popconfirm } from 'antd';
import { useDeleteCartLines } from '../api/delete-cart-lines';

const DELETE_LINE_TEXT = '确定删除这件商品吗?';

interface DeleteLineButtonProps {
  lineId: number;
  name: string;
  /** The confirmation's state when the line opens it too (a long press on a phone). */
  asking?: boolean;
  onAskingChange?: (asking: boolean) => void;
}

export function DeleteLineButton({ lineId, name, asking, onAskingChange }: DeleteLineButtonProps) {
  const remove = useDeleteCartLines();
  return (
    <Popconfirm
      title={DELETE_LINE_TEXT}
      okText="确定"
      cancelText="取消"
      open={asking}
      onOpenChange={onAskingChange}
      onConfirm={() => remove.mutateAsync([lineId])}
    >
      <Button type="link" size="small" aria-label={`删除${name}`} loading={remove.isPending}>
        删除
      </Button>
    </Popconfirm>
  );
}
