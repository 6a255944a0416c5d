import { Button, Popconfirm } from 'antd';
import { useDeleteCartLines } from '../api/delete-cart-lines';

const DELETE_LINE_TEXT = '确定删除这件商品吗?';

export function DeleteLineButton({ lineId, name }: { lineId: number; name: string }) {
  const remove = useDeleteCartLines();
  return (
    <Popconfirm
      title={DELETE_LINE_TEXT}
      okText="确定"
      cancelText="取消"
      onConfirm={() => remove.mutateAsync([lineId])}
    >
      <Button type="link" size="small" aria-label={`删除${name}`} loading={remove.isPending}>
        删除
      </Button>
    </Popconfirm>
  );
}
