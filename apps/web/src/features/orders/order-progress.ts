import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { formatTime } from './order-display';

export interface ProgressStep {
  title: string;
  time: string | null;
}

export interface Progress {
  steps: ProgressStep[];
  /** Index of the step the order is at. */
  current: number;
  status: 'process' | 'finish' | 'error';
}

const at = (value: string | null | undefined) => (value ? formatTime(value) : null);

/** 提交订单 → 付款 → 发货 → 完成, or 提交订单 → 已取消. */
export function progressOf(order: OrderDetail): Progress {
  const submitted = { title: '提交订单', time: at(order.created_at) };
  if (order.status === ORDER_STATUS.cancelled) {
    return {
      steps: [submitted, { title: '已取消', time: at(order.cancelled_at) }],
      current: 1,
      status: 'error',
    };
  }
  const steps = [
    submitted,
    { title: '付款', time: at(order.paid_at) },
    { title: '发货', time: at(order.shipments[0]?.shipped_at) },
    { title: '完成', time: null },
  ];
  if (order.status === ORDER_STATUS.completed) return { steps, current: 3, status: 'finish' };
  return { steps, current: order.status, status: 'process' };
}

/** What the order's state means for the buyer, in one sentence. */
export function statusHint(order: OrderDetail): string {
  switch (order.status) {
    case ORDER_STATUS.unpaid:
      return order.pay_deadline
        ? `请在 ${formatTime(order.pay_deadline)} 前完成支付，超时订单将自动取消`
        : '请尽快完成支付，超时订单将自动取消';
    case ORDER_STATUS.toShip:
      return order.part_shipped
        ? '订单已部分发货，其余商品仓库正在备货；每种商品的已发和待发数量见商品清单'
        : '订单已支付，仓库正在备货，请耐心等待发货';
    case ORDER_STATUS.shipped:
      return '订单已发货，请留意物流信息并注意查收';
    case ORDER_STATUS.completed:
      return '订单已完成，感谢您的采购';
    case ORDER_STATUS.cancelled:
      return order.cancel_reason ? `订单已取消，取消原因：${order.cancel_reason}` : '订单已取消';
  }
}
