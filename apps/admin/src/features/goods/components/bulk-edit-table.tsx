import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Flex,
  InputNumber,
  Space,
  Switch,
  Table,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { GOODS_STOCK_MAX, type AdminGoods } from '@yaocai/domain/contracts/admin';
import { useLeaveGuard } from '../../../components/leave-guard';
import { priceProblem } from '../goods-changes';
import { useBulkUpdateGoods } from '../api/update-goods';
import { bulkChangeOf, bulkEditOf, bulkPlan, withEdit, withStock, type BulkEdits } from '../bulk-edits';

/** A changed cell stands out until it is saved or given up. */
const CHANGED = { style: { background: '#fffbe6' } };

interface BulkEditTableProps {
  rows: AdminGoods[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** Leaves bulk editing; asked only when nothing is unsaved. */
  onClose: () => void;
}

/**
 * 批量编辑: every row of the page takes a new price, stock per warehouse and publish state at once;
 * changed cells are marked, and saving sends them together, all or none.
 */
export function BulkEditTable({ rows, loading, pagination, onClose }: BulkEditTableProps) {
  const { modal } = App.useApp();
  const [edits, setEdits] = useState<BulkEdits>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useBulkUpdateGoods({ onSaved: () => setEdits({}) });
  const plan = bulkPlan(rows, edits);
  const dirty = plan.changes.length > 0 || plan.problems.length > 0;
  const { guard } = useLeaveGuard(dirty, '还有未保存的批量修改，确定离开吗？');

  const changed = (goods: AdminGoods) => {
    const edit = edits[goods.id];
    return edit ? bulkChangeOf(goods, edit) : null;
  };
  const send = () => {
    setRefusal(null);
    save.mutate(plan.changes, { onError: (error) => setRefusal(error.message || '保存失败，请稍后重试') });
  };
  const confirmSave = () => {
    if (plan.takenOff === 0) return send();
    modal.confirm({
      title: '下架商品',
      content: `本次修改将下架 ${plan.takenOff} 个商品，下架后客户将无法购买。确定保存吗？`,
      okText: '保存',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: send,
    });
  };
  const discard = () =>
    modal.confirm({
      title: '放弃修改',
      content: '放弃本页所有未保存的修改吗？',
      okText: '放弃',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => setEdits({}),
    });

  const columns: TableColumnsType<AdminGoods> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, goods) => (
        <>
          <div>{name}</div>
          <Typography.Text type="secondary">{goods.ypgg}</Typography.Text>
        </>
      ),
    },
    {
      title: '价格（元）',
      key: 'price',
      width: 160,
      onCell: (goods) => (changed(goods)?.price_fen !== undefined ? CHANGED : {}),
      render: (_value, goods) => {
        const price = bulkEditOf(goods, edits).price;
        const problem = edits[goods.id] ? priceProblem(price) : null;
        return (
          <>
            <InputNumber<string>
              aria-label={`${goods.name} 价格`}
              stringMode
              min="0.01"
              precision={2}
              status={problem ? 'error' : undefined}
              value={price}
              onChange={(value) => setEdits(withEdit(edits, goods, 'price', value ?? ''))}
              style={{ width: 130 }}
            />
            {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
          </>
        );
      },
    },
    {
      title: '库存',
      key: 'stock',
      width: 260,
      onCell: (goods) => (changed(goods)?.stock ? CHANGED : {}),
      render: (_value, goods) =>
        goods.stock.length === 0 ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Flex vertical gap={4}>
            {goods.stock.map((row, index) => (
              <Space key={row.warehouse_id} size={4}>
                <span style={{ whiteSpace: 'nowrap' }}>{row.warehouse}</span>
                <InputNumber
                  aria-label={`${goods.name} ${row.warehouse}库存`}
                  min={0}
                  max={GOODS_STOCK_MAX}
                  precision={0}
                  size="small"
                  status={bulkEditOf(goods, edits).stock[index] === null ? 'error' : undefined}
                  value={bulkEditOf(goods, edits).stock[index]}
                  onChange={(value) => setEdits(withStock(edits, goods, index, value))}
                  style={{ width: 110 }}
                />
              </Space>
            ))}
          </Flex>
        ),
    },
    {
      title: '上架',
      key: 'on_sale',
      width: 90,
      onCell: (goods) => (changed(goods)?.on_sale !== undefined ? CHANGED : {}),
      render: (_value, goods) => (
        <Switch
          checked={bulkEditOf(goods, edits).on_sale}
          checkedChildren="上架"
          unCheckedChildren="下架"
          aria-label={`${goods.name} 上架`}
          onChange={(onSale) => setEdits(withEdit(edits, goods, 'on_sale', onSale))}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {guard}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          {plan.changes.length > 0
            ? `已修改 ${plan.changes.length} 个商品，保存后一起生效`
            : '直接修改本页商品的价格、库存和上架状态，改过的单元格会标黄'}
          {plan.problems.length > 0 && (
            <Typography.Text type="danger">（{plan.problems.length} 个商品填写有误）</Typography.Text>
          )}
        </Typography.Text>
        <Space>
          <Button onClick={onClose} disabled={dirty}>
            退出批量编辑
          </Button>
          <Button onClick={discard} disabled={!dirty}>
            放弃修改
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={plan.changes.length === 0 || plan.problems.length > 0}
            onClick={confirmSave}
          >
            保存修改
          </Button>
        </Space>
      </Flex>
      {refusal && <Alert type="error" showIcon title={refusal} />}
      <Table<AdminGoods>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: '暂无商品' }}
        pagination={{
          ...pagination,
          onChange: (page, size) => {
            if (dirty) {
              setRefusal('请先保存或放弃本页的修改，再翻页');
              return;
            }
            pagination.onChange?.(page, size);
          },
        }}
      />
    </Flex>
  );
}
