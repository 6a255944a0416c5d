import { auditListQuery } from '@yaocai/domain/contracts/admin';

export type TargetType = (typeof targetTypes)[number];

/** The kinds of record the log can be filtered by, as the server's query accepts them. */
export const targetTypes = auditListQuery.shape.target_type.unwrap().options;

const TARGET_TYPE_LABEL: Record<string, string> = {
  buyer: '客户',
  order: '订单',
  goods: '商品',
  operator: '操作员',
  job: '导入导出任务',
};

const ACTION_LABEL: Record<string, string> = {
  'buyer.approve': '通过客户审核',
  'buyer.reject': '拒绝客户注册',
  'order.ship': '订单发货',
  'goods.update': '编辑商品',
  'goods.import': '导入商品',
  'goods.export': '导出商品',
  'job.cancel': '取消任务',
  'operator.password': '修改密码',
};

// Kinds and actions this console has no name for yet show as the server wrote them.
export const targetTypeLabel = (type: string) => TARGET_TYPE_LABEL[type] ?? type;
export const actionLabel = (action: string) => ACTION_LABEL[action] ?? action;
