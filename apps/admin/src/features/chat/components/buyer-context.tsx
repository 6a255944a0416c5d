import { Alert, Descriptions, Empty, List, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@yaocai/domain/contracts/order';
import { fenToYuan } from '@yaocai/domain/money';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { useBuyerContext } from '../api/desk';

const EXPIRY = {
  valid: { color: 'green', text: '有效' },
  expiring: { color: 'orange', text: '即将到期' },
  expired: { color: 'red', text: '已过期' },
  none: { color: 'default', text: '长期' },
} as const;

/** Who the buyer is beside their conversation: company, manager, licences, orders, cart and money. */
export function BuyerContext({ id }: { id: number }) {
  const context = useBuyerContext(id);
  const opensBuyers = useCan('buyers.read');
  const opensOrders = useCan('orders.read');
  if (context.isPending) return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  if (context.isError) return <Alert type="error" showIcon message="客户资料加载失败" />;
  const { buyer, manager, licences, orders, cart, balance_fen, credit } = context.data;
  return (
    <div className="desk-context">
      <Typography.Title level={5}>
        {opensBuyers ? <Link to={paths.buyerDetail.getHref(buyer.id)}>{buyer.company}</Link> : buyer.company}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="联系人">{buyer.name}</Descriptions.Item>
        <Descriptions.Item label="手机">{buyer.phone}</Descriptions.Item>
        <Descriptions.Item label="客户类型">{buyer.customer_type ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="地区">{buyer.region ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="客户经理">
          {manager ? `${manager.name} ${manager.phone}` : '默认客户经理'}
        </Descriptions.Item>
        <Descriptions.Item label="余额">¥{fenToYuan(balance_fen)}</Descriptions.Item>
        <Descriptions.Item label="信用额度">
          {credit ? `已用 ¥${fenToYuan(credit.used_fen)} / ¥${fenToYuan(credit.limit_fen)}` : '未开通'}
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5}>资质证照</Typography.Title>
      {licences.length === 0 ? (
        <Typography.Text type="secondary">未上传证照</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={licences}
          renderItem={(licence) => (
            <List.Item>
              <span>{licence.type_name}</span>
              <span>
                {licence.valid_until ?? ''}{' '}
                <Tag color={EXPIRY[licence.expiry].color}>{EXPIRY[licence.expiry].text}</Tag>
              </span>
            </List.Item>
          )}
        />
      )}

      <Typography.Title level={5}>最近订单</Typography.Title>
      {orders.length === 0 ? (
        <Typography.Text type="secondary">暂无订单</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={orders}
          renderItem={(order) => (
            <List.Item>
              <span>
                {opensOrders ? (
                  <Link to={paths.orderDetail.getHref(order.id)}>{order.order_no}</Link>
                ) : (
                  order.order_no
                )}
                <br />
                <Typography.Text type="secondary">{formatTime(order.created_at)}</Typography.Text>
              </span>
              <span>
                ¥{order.payable} <Tag>{ORDER_STATUS_LABEL[order.status as OrderStatus] ?? order.status}</Tag>
              </span>
            </List.Item>
          )}
        />
      )}

      <Typography.Title level={5}>购物车（{cart.lines} 种）</Typography.Title>
      {cart.recent.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="购物车是空的" />
      ) : (
        <List
          size="small"
          dataSource={cart.recent}
          renderItem={(line) => (
            <List.Item>
              <span>{line.name}</span>
              <span>×{line.number}</span>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
