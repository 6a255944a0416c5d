import { Popconfirm, Switch, Tag } from 'antd';
import type { AdminGoods } from '@yaocai/domain/contracts/admin';
import { useCan } from '../../../lib/operator';
import { useUpdateGoods } from '../api/update-goods';

/** On or off sale: a switch for operators who may edit goods (taking goods off sale asks first). */
export function OnSaleSwitch({ goods }: { goods: AdminGoods }) {
  const mayWrite = useCan('goods.write');
  const update = useUpdateGoods();
  if (!mayWrite) return goods.on_sale ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>;
  const set = (onSale: boolean) => update.mutateAsync({ id: goods.id, changes: { on_sale: onSale } });
  const toggle = (
    <Switch
      checked={goods.on_sale}
      loading={update.isPending}
      checkedChildren="上架"
      unCheckedChildren="下架"
      aria-label={`${goods.name} 上架`}
      onChange={goods.on_sale ? undefined : () => void set(true).catch(() => undefined)}
    />
  );
  if (!goods.on_sale) return toggle;
  return (
    <Popconfirm
      title="下架商品"
      description={`确定下架「${goods.name}」吗？下架后客户将无法购买。`}
      okText="下架"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={() => set(false).catch(() => undefined)}
    >
      {toggle}
    </Popconfirm>
  );
}
