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
  content: '页面内容',
  settings: '站点设置',
  activity: '营销活动',
  conversation: '客服会话',
  chat: '在线客服设置',
};

const ACTION_LABEL: Record<string, string> = {
  'buyer.approve': '通过客户审核',
  'buyer.reject': '拒绝客户注册',
  'order.ship': '订单发货',
  'goods.update': '编辑商品',
  'goods.import': '导入商品',
  'goods.import_change': '导入修改商品',
  'goods.import_add': '导入新增商品',
  'goods.export': '导出商品',
  'goods.create': '新增商品',
  'goods.edit': '编辑商品资料',
  'goods.category': '修改商品分类',
  'orders.export': '导出订单',
  'order.cancel': '取消订单',
  'order.note': '添加订单备注',
  'buyer.note': '添加客户备注',
  'licence.file': '录入证照',
  'licence.approve': '通过证照审核',
  'purchase_request.answer': '回复求购',
  'feedback.answer': '回复意见反馈',
  'licence.reject': '驳回证照',
  'licence.remove': '删除证照',
  'job.cancel': '取消任务',
  'operator.password': '修改密码',
  'operator.create': '新增操作员',
  'operator.update': '编辑操作员',
  'role.create': '新增角色',
  'role.update': '编辑角色',
  'settings.update': '修改站点设置',
  'chat.pick': '接入客服会话',
  'chat.close': '结束客服会话',
  'chat.reopen': '重新打开客服会话',
  'chat.transfer': '转接客服会话',
  'chat.agent': '修改客服接待上限',
  'chat.replies.create': '新增快捷回复',
  'chat.replies.update': '编辑快捷回复',
  'chat.replies.delete': '删除快捷回复',
  'article.create': '新建文章',
  'article.update': '编辑文章',
  'article.delete': '删除文章',
  'activity.create': '新建营销活动',
  'activity.update': '编辑营销活动',
  'activity.publish': '发布营销活动',
  'activity.stop': '停止营销活动',
  'activity.copy': '复制营销活动',
  'activity.prize_sent': '标记赠品已发放',
  'activity.exchange_shipped': '标记积分兑换品已发货',
};

/** An attempt the server refused (the operator lacked what it tried to grant), recorded all the same. */
const REFUSED_ACTION = /^(.+)\.refused$/;
const CONTENT_ACTION = /^content\.(.+)\.(create|update|delete)$/;
const CONTENT_VERB: Record<string, string> = { create: '新增', update: '编辑', delete: '删除' };
const CONTENT_LIST_LABEL: Record<string, string> = {
  banners: '广告',
  'hot-searches': '热门搜索',
  links: '友情链接',
  notices: '公告',
  nav: '导航',
  'article-categories': '文章分类',
};

// Kinds and actions this console has no name for yet show as the server wrote them.
export const targetTypeLabel = (type: string) => TARGET_TYPE_LABEL[type] ?? type;
export function actionLabel(action: string): string {
  const refused = REFUSED_ACTION.exec(action);
  if (refused) return `${actionLabel(refused[1]!)}（被拒绝）`;
  const content = CONTENT_ACTION.exec(action);
  if (content) return `${CONTENT_VERB[content[2]!]}${CONTENT_LIST_LABEL[content[1]!] ?? content[1]}`;
  return ACTION_LABEL[action] ?? action;
}

/** The actions the log can be filtered by: those this console has a name for. */
export const actionOptions = Object.entries(ACTION_LABEL).map(([value, label]) => ({ value, label }));
