import { useState } from 'react';
import { Button, InputNumber, Popconfirm, Popover, Space } from 'antd';
import { GOODS_BULK_MAX, type AdminGoods } from '@yaocai/domain/contracts/admin';
import { message } from '../../../lib/feedback';
import { useBulkUpdateGoods } from '../api/update-goods';
import { onSaleChanges, repriceChanges, REPRICE_PERCENT, type BulkChange } from '../bulk-edits';

interface GoodsBulkActionsProps {
  picked: AdminGoods[];
  /** Called once the changes are saved: the picks are done with. */
  onDone: () => void;
}

/** 上架, 下架 and 调价 by percent of the goods picked across the list's pages, saved all or none. */
export function GoodsBulkActions({ picked, onDone }: GoodsBulkActionsProps) {
  const save = useBulkUpdateGoods({ onSaved: onDone });
  const [percent, setPercent] = useState<number | null>(null);
  const send = (changes: BulkChange[]) => {
    if (picked.length > GOODS_BULK_MAX) message.error(`一次最多修改${GOODS_BULK_MAX}个商品`);
    else if (changes.length === 0) message.error('选中的商品已是如此，没有要修改的');
    else save.mutate(changes);
  };
  const reprice = () => {
    if (percent === null || percent === 0) return void message.error('请填写调价百分比');
    const { changes, problems } = repriceChanges(picked, percent);
    if (problems.length > 0) message.error(problems.join('；'));
    else send(changes);
  };
  return (
    <Space size={8}>
      <Button size="small" loading={save.isPending} onClick={() => send(onSaleChanges(picked, true))}>
        上架
      </Button>
      <Popconfirm
        title={`下架选中的${picked.length}个商品？`}
        description="下架后客户不能再购买"
        okText="下架"
        okButtonProps={{ danger: true }}
        onConfirm={() => send(onSaleChanges(picked, false))}
      >
        <Button size="small" loading={save.isPending}>
          下架
        </Button>
      </Popconfirm>
      <Popover
        trigger="click"
        title="按百分比调价"
        content={
          <Space>
            <InputNumber<number>
              aria-label="调价百分比"
              min={REPRICE_PERCENT.min}
              max={REPRICE_PERCENT.max}
              precision={0}
              suffix="%"
              placeholder="如 -5 或 10"
              value={percent}
              onChange={setPercent}
            />
            <Button type="primary" loading={save.isPending} onClick={reprice}>
              确定调价
            </Button>
          </Space>
        }
      >
        <Button size="small">调价</Button>
      </Popover>
    </Space>
  );
}
