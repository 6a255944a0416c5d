import { useState } from 'react';
import { Button, InputNumber, Popconfirm, Popover, Select, Space } from 'antd';
import { GOODS_BULK_MAX, REPRICE_PERCENT, type AdminGoods } from '@yaocai/domain/contracts/admin';
import { message } from '../../../lib/feedback';
import { useMoveToCategory, useReprice } from '../api/bulk-goods-actions';
import { useBulkUpdateGoods } from '../api/update-goods';
import { onSaleChanges, type BulkChange } from '../bulk-edits';
import { useCategoryOptions } from '../goods-filter-options';

interface GoodsBulkActionsProps {
  picked: AdminGoods[];
  /** Called once the changes are saved: the picks are done with. */
  onDone: () => void;
}

/** 调价 by a whole percent of each picked goods' price as the server holds it when saving. */
function RepriceAction({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const reprice = useReprice(onDone);
  const [percent, setPercent] = useState<number | null>(null);
  const send = () => {
    if (percent === null || percent === 0) message.error('请填写调价百分比');
    else reprice.mutate({ ids, percent });
  };
  return (
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
          <Button type="primary" loading={reprice.isPending} onClick={send}>
            确定调价
          </Button>
        </Space>
      }
    >
      <Button size="small">调价</Button>
    </Popover>
  );
}

/** 修改分类: the picked goods moved to one category, the only one they keep in its menu. */
function CategoryAction({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const move = useMoveToCategory(onDone);
  const categories = useCategoryOptions();
  const [categoryId, setCategoryId] = useState<number>();
  return (
    <Popover
      trigger="click"
      title="移到分类（替换同一菜单下的原分类）"
      content={
        <Space>
          <Select<number>
            aria-label="新分类"
            placeholder="选择分类"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 300 }}
            popupMatchSelectWidth={false}
            loading={categories.isLoading}
            options={categories.options}
            value={categoryId}
            onChange={setCategoryId}
          />
          <Button
            type="primary"
            loading={move.isPending}
            onClick={() =>
              categoryId === undefined
                ? message.error('请选择分类')
                : move.mutate({ ids, category_id: categoryId })
            }
          >
            确定修改
          </Button>
        </Space>
      }
    >
      <Button size="small">修改分类</Button>
    </Popover>
  );
}

/** 上架, 下架, 调价 and 修改分类 of the goods picked across the list's pages, each saved all or none. */
export function GoodsBulkActions({ picked, onDone }: GoodsBulkActionsProps) {
  const save = useBulkUpdateGoods({ onSaved: onDone });
  const ids = picked.map((goods) => goods.id);
  if (picked.length > GOODS_BULK_MAX) {
    return <span role="alert">一次最多修改{GOODS_BULK_MAX}个商品，请减少选择</span>;
  }
  const send = (changes: BulkChange[]) => {
    if (changes.length === 0) message.error('选中的商品已是如此，没有要修改的');
    else save.mutate(changes);
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
      <RepriceAction ids={ids} onDone={onDone} />
      <CategoryAction ids={ids} onDone={onDone} />
    </Space>
  );
}
