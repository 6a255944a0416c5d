import { useQueries } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Result, Spin, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { usePageTitle } from '../../../lib/page-title';
import { orderQueryOptions } from '../api/get-order';
import { owedOf, printedIdsOf } from '../picking-list';
import './orders-print.css';

type Line = AdminOrderDetail['lines'][number];

const lineColumns = [
  { title: '商品名称', dataIndex: 'name' },
  { title: '规格', dataIndex: 'ypgg', width: 120 },
  { title: '生产厂家', dataIndex: 'sccj' },
  { title: '仓库', dataIndex: 'warehouse', width: 90 },
  { title: '单位', dataIndex: 'bzdw', width: 60 },
  { title: '数量', dataIndex: 'number', width: 70, align: 'right' as const },
  { title: '已发', dataIndex: 'shipped', width: 70, align: 'right' as const },
  {
    title: '待发',
    key: 'owed',
    width: 70,
    align: 'right' as const,
    render: (_: unknown, line: Line) => owedOf(line),
  },
];

function PickingList({ order }: { order: AdminOrderDetail }) {
  return (
    <article className="picking-list" aria-label={`发货单 ${order.order_no}`}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        发货单
      </Typography.Title>
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 12 }}
        items={[
          { key: 'no', label: '订单号', children: order.order_no },
          { key: 'at', label: '下单时间', children: formatTime(order.created_at) },
          { key: 'buyer', label: '客户', children: order.company },
          { key: 'phone', label: '客户电话', children: order.phone },
          { key: 'to', label: '收货人', children: `${order.address.name} ${order.address.phone}` },
          { key: 'address', label: '收货地址', children: order.address.full },
          ...(order.remark ? [{ key: 'remark', label: '备注', span: 2, children: order.remark }] : []),
        ]}
      />
      <Table<Line>
        rowKey="id"
        size="small"
        pagination={false}
        columns={lineColumns}
        dataSource={order.lines}
        bordered
      />
    </article>
  );
}

/** The picked orders' 发货单, one per printed page, for the warehouse to pick and pack by. */
export function OrdersPrintPage() {
  usePageTitle('打印发货单');
  const [searchParams] = useSearchParams();
  const ids = printedIdsOf(searchParams.get('ids'));
  const details = useQueries({ queries: ids.map((id) => orderQueryOptions(id)) });
  if (ids.length === 0)
    return (
      <Result
        status="info"
        title="没有要打印的订单"
        extra={<Link to={paths.orders.getHref()}>返回订单列表</Link>}
      />
    );
  const failed = details.find((detail) => detail.isError);
  if (failed) return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  const loaded = details.every((detail) => detail.isSuccess);
  return (
    <section>
      <Flex
        className="picking-list-actions"
        justify="space-between"
        align="center"
        style={{ marginBottom: 16 }}
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          打印发货单（{ids.length} 个订单）
        </Typography.Title>
        <Flex gap={8}>
          <Link to={paths.orders.getHref()}>返回订单列表</Link>
          <Button type="primary" icon={<PrinterOutlined />} disabled={!loaded} onClick={() => window.print()}>
            打印
          </Button>
        </Flex>
      </Flex>
      {loaded ? (
        details.map((detail) => <PickingList key={detail.data!.id} order={detail.data!} />)
      ) : (
        <Spin tip="正在读取订单…">
          <div style={{ minHeight: 200 }} />
        </Spin>
      )}
    </section>
  );
}
