import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import {
  AuditOutlined,
  CustomerServiceOutlined,
  ShoppingOutlined,
  CarOutlined,
  ClockCircleOutlined,
  RightOutlined,
  RollbackOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import {
  LOW_STOCK_BELOW,
  NEAR_EXPIRY_DAYS,
  type Dashboard,
  type Permission,
} from '@yaocai/domain/contracts/admin';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { paths } from '../../../config/paths';
import { hasPermission, useOperator } from '../../../lib/operator';

/** A wait in seconds as the desk says it: 45秒, 3分12秒; 暂无 when nobody was answered today. */
function firstResponse(seconds: number | null): string {
  if (seconds === null) return '暂无';
  return seconds < 60 ? `${seconds}秒` : `${Math.floor(seconds / 60)}分${seconds % 60}秒`;
}

interface ToDo {
  key: string;
  title: string;
  value: number | undefined;
  hint: string;
  icon: ReactNode;
  to: string;
  /** Needed to open the page where the work is; without it the card only counts. */
  permission: Permission;
}

function ToDoCard({ todo, linked }: { todo: ToDo; linked: boolean }) {
  const card = (
    <Card variant="borderless" hoverable={linked}>
      <Statistic
        title={
          <>
            {todo.icon} {todo.title}
          </>
        }
        value={todo.value}
        loading={todo.value === undefined}
        styles={todo.value ? { content: { color: '#fa541c' } } : undefined}
      />
      <Typography.Text type="secondary">
        {todo.hint}
        {linked && <RightOutlined style={{ fontSize: 11, marginLeft: 4 }} />}
      </Typography.Text>
    </Card>
  );
  return linked ? <Link to={todo.to}>{card}</Link> : card;
}

/** What waits for someone now, whatever the range; each card opens the page where the work is. */
export function ToDoCards({ dashboard }: { dashboard: Dashboard | undefined }) {
  const operator = useOperator();
  const todos: ToDo[] = [
    {
      key: 'buyers',
      title: '待审核客户',
      value: dashboard?.buyers_pending,
      hint: '注册资料等待审核',
      icon: <AuditOutlined />,
      to: paths.buyers.getHref(),
      permission: 'buyers.read',
    },
    {
      key: 'orders',
      title: '待发货订单',
      value: dashboard?.orders_to_ship,
      hint: '已付款，等待发货',
      icon: <CarOutlined />,
      to: paths.orders.getHref(ORDER_STATUS.toShip),
      permission: 'orders.read',
    },
    {
      key: 'after-sales',
      title: '待处理售后',
      value: dashboard?.after_sales_waiting,
      hint: '待审核或待收退货',
      icon: <RollbackOutlined />,
      to: paths.afterSales.getHref(),
      permission: 'orders.read',
    },
    {
      key: 'purchase-requests',
      title: '待回复求购',
      value: dashboard?.purchase_requests_waiting,
      hint: '客户求购等待回复',
      icon: <ShoppingOutlined />,
      to: paths.buyerRequests.getHref(),
      permission: 'buyers.read',
    },
    {
      key: 'chat',
      title: '在线客服',
      value: dashboard?.chat.waiting,
      hint: dashboard
        ? `今日会话 ${dashboard.chat.today} · 首次响应中位 ${firstResponse(dashboard.chat.median_first_response_seconds)}`
        : '等待接待的客户',
      icon: <CustomerServiceOutlined />,
      to: paths.chat.getHref(),
      permission: 'chat.agent',
    },
    {
      key: 'low-stock',
      title: '库存不足',
      value: dashboard?.low_stock,
      hint: `库存少于${LOW_STOCK_BELOW}`,
      icon: <WarningOutlined />,
      to: paths.goods.getHref(),
      permission: 'goods.read',
    },
    {
      key: 'near-expiry',
      title: '近效期',
      value: dashboard?.near_expiry,
      hint: `${NEAR_EXPIRY_DAYS}天内到期`,
      icon: <ClockCircleOutlined />,
      to: paths.goods.getHref(),
      permission: 'goods.read',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {todos.map((todo) => (
        <Col key={todo.key} xs={24} sm={12} flex="1 1 200px">
          <ToDoCard todo={todo} linked={hasPermission(operator, todo.permission)} />
        </Col>
      ))}
    </Row>
  );
}
