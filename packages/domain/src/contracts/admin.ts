import { z } from 'zod';
import { date } from '../validation/dates.ts';
import { password, trackingNo } from '../validation/fields.ts';
import { flag, id, INT_MAX, integer, oneOf, page, pageSize } from '../validation/numbers.ts';
import { optionalText, text } from '../validation/text.ts';

/**
 * The operator console's calls (/api/admin). Operators are not buyers: their own accounts, sessions
 * and roles, a role being a set of these permission codes, each checked by the server on every call.
 */
export const PERMISSIONS = {
  'buyers.read': '查看客户',
  'buyers.review': '审核客户',
  'buyers.write': '编辑客户资料与客户经理',
  'finance.adjust': '调整余额与授信',
  'orders.read': '查看订单',
  'orders.ship': '订单发货',
  'orders.refund': '取消订单并退款',
  'goods.read': '查看商品',
  'goods.write': '编辑商品、价格与库存',
  'content.write': '编辑页面内容与站点设置',
  'promotions.read': '查看营销活动',
  'promotions.write': '创建、发布与停止营销活动',
  'audit.read': '查看操作日志',
  'operators.manage': '管理操作员与角色',
  'dashboard.read': '查看经营概况',
  'chat.agent': '在线客服接待',
  'chat.supervise': '查看全部客服会话与改派',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const permissionCodes = Object.keys(PERMISSIONS) as Permission[];

export const ADMIN_PAGE_SIZE_MAX = 100;

export const adminLoginBody = z.object({
  username: text('用户名', 50),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? '请填写密码' : '密码格式不正确') })
    .min(1, { error: '请填写密码', abort: true })
    .max(64, '用户名或密码错误'),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminPasswordBody = z.object({
  old_password: password('当前密码'),
  password: password('新密码'),
});
export type AdminPasswordBody = z.infer<typeof adminPasswordBody>;

/** A new operator account, as `npm run operator:create` or (later) the console makes one. */
export const newOperatorInput = z.object({
  username: text('用户名', 50).regex(/^[A-Za-z0-9_.-]+$/, '用户名只能包含字母、数字、点、横线和下划线'),
  name: text('姓名', 50),
  password: password('密码'),
});
export type NewOperatorInput = z.infer<typeof newOperatorInput>;

export const listPage = {
  page: page(),
  page_size: pageSize(ADMIN_PAGE_SIZE_MAX, 20),
};

export const buyerReviewStates = ['pending', 'approved', 'rejected'] as const;
export type BuyerReviewState = (typeof buyerReviewStates)[number];
export const BUYER_REVIEW_LABEL: Record<BuyerReviewState, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
};

/** What kind of customer a buyer is, as the seller's staff sort them. */
export const CUSTOMER_TYPES = {
  chain: '连锁药店',
  pharmacy: '单体药店',
  clinic: '诊所',
  hospital: '医院',
  other: '其他',
} as const;
export type CustomerType = keyof typeof CUSTOMER_TYPES;
export const customerTypes = Object.keys(CUSTOMER_TYPES) as [CustomerType, ...CustomerType[]];

/** The regions (provinces) a buyer is placed in. */
export const REGIONS = [
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
] as const;
export type Region = (typeof REGIONS)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
const sortOrder = z.enum(sortOrders, { error: '排序方向不正确' });

/** 注册时间 (the buyer's id, which follows it) or 最近登录. */
export const buyerSorts = ['created_at', 'last_login_at'] as const;
export type BuyerSort = (typeof buyerSorts)[number];

const customerType = z.enum(customerTypes, { error: '客户类型不正确' });
const region = z.enum(REGIONS, { error: '所在地区不正确' });

export const adminBuyerListQuery = z
  .object({
    status: z.enum(buyerReviewStates, { error: '审核状态不正确' }).optional(),
    /** Part of the company, the contact's name or the phone number. */
    keywords: optionalText('搜索词', 50),
    region: region.optional(),
    customer_type: customerType.optional(),
    /** 0: buyers shown the shop's default manager. */
    manager_id: integer({ min: 0, max: INT_MAX, message: '客户经理格式不正确' }).optional(),
    /** Registered on or after this day, and on or before `registered_to` (China days). */
    registered_from: date('注册开始日期').optional(),
    registered_to: date('注册结束日期').optional(),
    /** pending: buyers with a licence they uploaded waiting for review. */
    licence_state: z.enum(['pending'], { error: '资质状态不正确' }).optional(),
    /** Unsorted: those waiting for review oldest first, the others newest first; sorted, newest first unless `order=asc`. */
    sort: z.enum(buyerSorts, { error: '排序字段不正确' }).optional(),
    order: sortOrder.optional(),
    ...listPage,
  })
  .refine(
    (query) => !query.registered_from || !query.registered_to || query.registered_to >= query.registered_from,
    { error: '结束日期不能早于开始日期', path: ['registered_to'] },
  );
export type AdminBuyerListQuery = z.infer<typeof adminBuyerListQuery>;
export type AdminBuyerListParams = z.input<typeof adminBuyerListQuery>;

export const adminIdParams = z.object({ id: id('编号') });

export const rejectBuyerBody = z.object({ reason: text('驳回原因', 200, { multiline: true }) });
export type RejectBuyerBody = z.infer<typeof rejectBuyerBody>;

/** The most orders an operator may pick by hand for one export. */
export const ORDER_PICK_MAX = 1000;
/** The largest order amount a filter names: ¥100,000,000.00, far above any order. */
export const ORDER_AMOUNT_FILTER_MAX_FEN = 10_000_000_000;

export const orderSorts = ['created_at', 'payable'] as const;
export type OrderSort = (typeof orderSorts)[number];
const amountFen = (label: string) =>
  integer({
    min: 0,
    max: ORDER_AMOUNT_FILTER_MAX_FEN,
    message: `${label}须为0至1亿元之间的整数分`,
  }).optional();

/** Both ends given and the end before the start: the one way a range is refused. */
export const endNotBefore = (from: Date | number | undefined, to: Date | number | undefined) =>
  from === undefined || to === undefined || Number(to) >= Number(from);

/**
 * Which orders the console's list and its export hold: a state, a search, and the filters an operator
 * narrows them by. Days are China days, both ends included; amounts are the order's payable in fen.
 */
export const adminOrderFilterFields = {
  /** 0 every state, else an ORDER_STATUS. */
  state: oneOf([0, 1, 2, 3, 4, 5], '订单状态不正确').default(0),
  /** An order number, part of the buyer's company or phone, or part of a goods name. */
  keywords: optionalText('搜索词', 50),
  created_from: date('下单开始日期').optional(),
  created_to: date('下单结束日期').optional(),
  paid_from: date('支付开始日期').optional(),
  paid_to: date('支付结束日期').optional(),
  amount_min: amountFen('最低金额'),
  amount_max: amountFen('最高金额'),
  pay_method: z.enum(['balance', 'credit', 'online'], { error: '支付方式不正确' }).optional(),
  /** The province of the order's delivery address. */
  region: region.optional(),
  /** The buyer's account manager; 0: buyers shown the shop's default manager. */
  manager_id: integer({ min: 0, max: INT_MAX, message: '客户经理格式不正确' }).optional(),
};

export type AdminOrderFilter = z.infer<z.ZodObject<typeof adminOrderFilterFields>>;

type AdminOrderFilterShape = {
  created_from?: Date | undefined;
  created_to?: Date | undefined;
  paid_from?: Date | undefined;
  paid_to?: Date | undefined;
  amount_min?: number | undefined;
  amount_max?: number | undefined;
};

/** The checks across fields of an order filter, for the list and the export alike. */
export const orderFilterInOrder = <T extends z.ZodType<AdminOrderFilterShape>>(schema: T) =>
  schema
    .refine((query) => endNotBefore(query.created_from, query.created_to), {
      error: '下单结束日期不能早于开始日期',
      path: ['created_to'],
    })
    .refine((query) => endNotBefore(query.paid_from, query.paid_to), {
      error: '支付结束日期不能早于开始日期',
      path: ['paid_to'],
    })
    .refine((query) => endNotBefore(query.amount_min, query.amount_max), {
      error: '最高金额不能低于最低金额',
      path: ['amount_max'],
    });

export const adminOrderListQuery = orderFilterInOrder(
  z.object({
    ...adminOrderFilterFields,
    /** Only this buyer's orders (the buyer's page). */
    buyer_id: id('客户').optional(),
    /** 下单时间 (the order's id, which follows it) or 应付金额; newest first by default. */
    sort: z.enum(orderSorts, { error: '排序字段不正确' }).default('created_at'),
    order: z.enum(sortOrders, { error: '排序方向不正确' }).default('desc'),
    ...listPage,
  }),
);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
export type AdminOrderListParams = z.input<typeof adminOrderListQuery>;

export const shipmentLine = z.object({
  line_id: id('订单明细'),
  number: integer({ min: 1, max: INT_MAX, message: '发货数量须为正整数' }),
  /** 批号 */
  batch_no: text('批号', 40),
  produced_on: date('生产日期'),
  expires_on: date('有效期至'),
});

export const shipOrderBody = z.object({
  carrier: text('物流公司', 30),
  tracking_no: trackingNo(),
  lines: z
    .array(shipmentLine, { error: '请填写发货明细' })
    .min(1, '请填写发货明细')
    .max(500, '发货明细过多')
    // A line may ship from several lots at once, each lot once.
    .refine(
      (lines) => new Set(lines.map((line) => `${line.line_id}:${line.batch_no}`)).size === lines.length,
      '同一商品的同一批号只能填写一次',
    )
    .refine((lines) => lines.every((line) => line.expires_on > line.produced_on), '有效期须晚于生产日期'),
});
export type ShipOrderBody = z.infer<typeof shipOrderBody>;
export type ShipOrderInput = z.input<typeof shipOrderBody>;

/** The highest price the console accepts: ¥1,000,000.00. */
export const GOODS_PRICE_MAX_FEN = 100_000_000;
export const GOODS_STOCK_MAX = 10_000_000;

/** 商品ID (newest first by default), 价格, 销量, 更新时间 or 库存 (the sellable pieces of every warehouse together). */
export const goodsSorts = ['id', 'price', 'sales', 'updated_at', 'stock'] as const;
export type GoodsSort = (typeof goodsSorts)[number];
/** zero: none in any warehouse; low: less than LOW_STOCK_BELOW in all of them together (none included). */
export const goodsStockStates = ['zero', 'low'] as const;

const priceFenFilter = (label: string) =>
  integer({ min: 0, max: GOODS_PRICE_MAX_FEN, message: `${label}须为0至100万元之间的整数分` }).optional();

/**
 * The goods list's filters: the list and its export read the same fields, so an export writes
 * exactly the goods the list shows.
 */
export const adminGoodsFilterFields = {
  /** Name, pinyin, initials, manufacturer or approval number, as the shop searches. */
  keywords: optionalText('搜索词', 50),
  /** In this category or any below it. */
  category_id: id('分类').optional(),
  brand_id: id('品牌').optional(),
  on_sale: flag('上架状态').optional(),
  stock: z.enum(goodsStockStates, { error: '库存状态不正确' }).optional(),
  price_min: priceFenFilter('最低价格'),
  price_max: priceFenFilter('最高价格'),
};
export type AdminGoodsFilter = z.infer<z.ZodObject<typeof adminGoodsFilterFields>>;

/** A goods filter with its price range checked. */
export const goodsFilterInOrder = <T extends z.ZodType<{ price_min?: number; price_max?: number }>>(
  schema: T,
) =>
  schema.refine((query) => endNotBefore(query.price_min, query.price_max), {
    error: '最高价格不能低于最低价格',
    path: ['price_max'],
  });

export const adminGoodsListQuery = goodsFilterInOrder(
  z.object({
    ...adminGoodsFilterFields,
    sort: z.enum(goodsSorts, { error: '排序字段不正确' }).default('id'),
    order: z.enum(sortOrders, { error: '排序方向不正确' }).default('desc'),
    ...listPage,
  }),
);
export type AdminGoodsListQuery = z.infer<typeof adminGoodsListQuery>;
export type AdminGoodsListParams = z.input<typeof adminGoodsListQuery>;

/** The stock counted in each warehouse named, at most once each. */
export const warehouseStocks = z
  .array(
    z.object({
      warehouse_id: id('仓库'),
      stock: integer({ min: 0, max: GOODS_STOCK_MAX, message: '库存须为0至1000万之间的整数' }),
    }),
    { error: '库存格式不正确' },
  )
  .max(50, '库存格式不正确')
  .refine(
    (rows) => new Set(rows.map((row) => row.warehouse_id)).size === rows.length,
    '同一仓库只能填写一次',
  );

const goodsPatchFields = {
  price_fen: integer({
    min: 1,
    max: GOODS_PRICE_MAX_FEN,
    message: '价格须为1分至100万元之间的整数分',
  }).optional(),
  on_sale: z.boolean({ error: '上架状态只能是true或false' }).optional(),
  stock: warehouseStocks.refine((rows) => rows.length > 0, '库存格式不正确').optional(),
};
const changesSomething = (body: Record<string, unknown>) =>
  Object.entries(body).some(([key, value]) => key !== 'id' && value !== undefined);

export const patchGoodsBody = z
  .object(goodsPatchFields)
  .refine(changesSomething, { error: '没有要修改的内容', path: ['price_fen'] });

/** The most goods one bulk edit changes: a page of the console's list. */
export const GOODS_BULK_MAX = 100;

/** Several goods' price, publish state and stock changed at once (the list's bulk edit): all or none. */
export const bulkPatchGoodsBody = z.object({
  changes: z
    .array(
      z
        .object({ id: id('商品'), ...goodsPatchFields })
        .refine(changesSomething, { error: '没有要修改的内容', path: ['price_fen'] }),
      { error: '请填写要修改的商品' },
    )
    .min(1, '没有要修改的内容')
    .max(GOODS_BULK_MAX, `一次最多修改${GOODS_BULK_MAX}个商品`)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, '同一商品只能填写一次'),
});

const pickedGoods = z
  .array(id('商品'), { error: '请选择商品' })
  .min(1, '请选择商品')
  .max(GOODS_BULK_MAX, `一次最多修改${GOODS_BULK_MAX}个商品`)
  .refine((ids) => new Set(ids).size === ids.length, '同一商品只能选择一次');

/**
 * The picked goods moved to a category: in that category's menu it becomes their only category, their
 * places in the other menus stay. All or none.
 */
export const bulkCategoryBody = z.object({ ids: pickedGoods, category_id: id('分类') });
export type BulkCategoryBody = z.infer<typeof bulkCategoryBody>;

/** The most a price moves in one change by percent: down by 90%, up by 100%. */
export const REPRICE_PERCENT = { min: -90, max: 100 } as const;

/** The picked goods' prices moved by a whole percent, from the price each has when the change is made. */
export const bulkRepriceBody = z.object({
  ids: pickedGoods,
  percent: integer({
    min: REPRICE_PERCENT.min,
    max: REPRICE_PERCENT.max,
    message: `调价百分比须为${REPRICE_PERCENT.min}至${REPRICE_PERCENT.max}之间的整数`,
  }).refine((percent) => percent !== 0, '调价百分比不能为0'),
});
export type BulkRepriceBody = z.infer<typeof bulkRepriceBody>;

export type BulkPatchGoodsBody = z.infer<typeof bulkPatchGoodsBody>;
export type BulkPatchGoodsInput = z.input<typeof bulkPatchGoodsBody>;
export type PatchGoodsBody = z.infer<typeof patchGoodsBody>;
export type PatchGoodsInput = z.input<typeof patchGoodsBody>;

/** The most one adjustment may move a balance: ¥1,000,000.00 either way. */
export const BALANCE_ADJUST_MAX_FEN = 100_000_000;
/** The largest credit line the console sets: ¥10,000,000.00. */
export const CREDIT_LIMIT_MAX_FEN = 1_000_000_000;

/** A message an operator sends a buyer (我的消息): customer service, reminders. */
export const buyerMessageBody = z.object({
  title: text('标题', 50),
  content: text('内容', 500, { multiline: true }),
});
export type BuyerMessageBody = z.infer<typeof buyerMessageBody>;

/** A page of one buyer's records in the console: their messages, their repayments. */
export const buyerPageQuery = z.object({ page: page(), page_size: pageSize(50, 10) });
export type BuyerPageParams = z.input<typeof buyerPageQuery>;

export const adjustBalanceBody = z.object({
  /** Fen to add (positive) or take (negative); never 0. */
  change_fen: integer({
    min: -BALANCE_ADJUST_MAX_FEN,
    max: BALANCE_ADJUST_MAX_FEN,
    message: '调整金额须为-100万元至100万元之间的整数分',
  }).refine((fen) => fen !== 0, '调整金额不能为0'),
  reason: text('调整原因', 100),
});
export type AdjustBalanceBody = z.infer<typeof adjustBalanceBody>;

export const creditLineBody = z.object({
  limit_fen: integer({ min: 0, max: CREDIT_LIMIT_MAX_FEN, message: '授信额度须为0至1000万元之间的整数分' }),
  /** Days a credit purchase may stay unpaid. */
  term_days: integer({ min: 1, max: 365, message: '账期须为1至365天' }),
  reason: text('调整原因', 100),
});
export type CreditLineBody = z.infer<typeof creditLineBody>;

export const buyerProfileBody = z.object({
  /** The account manager shown in the buyer's header; null for the shop's default one. */
  manager_id: id('客户经理').nullable(),
  customer_type: customerType.nullable().default(null),
  region: region.nullable().default(null),
  business_scopes: z
    .array(text('经营范围', 30), { error: '经营范围格式不正确' })
    .max(30, '经营范围过多')
    .refine((scopes) => new Set(scopes).size === scopes.length, '经营范围不能重复'),
});
export type BuyerProfileBody = z.infer<typeof buyerProfileBody>;

/** The longest period the dashboard sums, in days (a year, a leap year's included). */
export const DASHBOARD_DAYS_MAX = 366;

/** The most buyers one assignment of an account manager changes. */
export const BUYERS_PICK_MAX = 200;

/** Buyers picked in the console's list given one account manager (null: the shop's default one). */
export const assignManagerBody = z.object({
  ids: z
    .array(id('客户'), { error: '请选择客户' })
    .min(1, '请选择客户')
    .max(BUYERS_PICK_MAX, `一次最多为${BUYERS_PICK_MAX}个客户指定客户经理`)
    .refine((ids) => new Set(ids).size === ids.length, '同一客户只能选择一次'),
  manager_id: id('客户经理').nullable(),
});
export type AssignManagerBody = z.infer<typeof assignManagerBody>;
/** Goods with less than this in every warehouse together count as low on stock. */
export const LOW_STOCK_BELOW = 10;
/** Goods whose 效期 ends within this many days count as near expiry. */
export const NEAR_EXPIRY_DAYS = 90;

/**
 * The dashboard's period: whole China days from `from` to `to`, both included; without them the
 * last 7 days up to today.
 */
export const dashboardQuery = z
  .object({ from: date('开始日期').optional(), to: date('结束日期').optional() })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    error: '请同时选择开始日期和结束日期',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    error: '结束日期不能早于开始日期',
    path: ['to'],
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      (query.to.getTime() - query.from.getTime()) / 86_400_000 < DASHBOARD_DAYS_MAX,
    { error: `统计区间最长${DASHBOARD_DAYS_MAX}天`, path: ['to'] },
  );
export type DashboardParams = z.input<typeof dashboardQuery>;
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const adminCancelOrderBody = z.object({ reason: text('取消原因', 100) });
export type AdminCancelOrderBody = z.infer<typeof adminCancelOrderBody>;

const permissionList = z
  .array(z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]], { error: '权限不正确' }), {
    error: '权限格式不正确',
  })
  .max(50, '权限过多')
  .transform((codes) => [...new Set(codes)]);

export const roleBody = z.object({
  name: text('角色名称', 30),
  permissions: permissionList,
});
export type RoleBody = z.infer<typeof roleBody>;

export const operatorUpdateBody = z.object({
  name: text('姓名', 50),
  role_id: id('角色'),
  /** A disabled operator cannot sign in, and their sessions end. */
  active: z.boolean({ error: '启用状态只能是true或false' }),
});
export type OperatorUpdateBody = z.infer<typeof operatorUpdateBody>;

export const newOperatorBody = newOperatorInput.extend({ role_id: id('角色') });
export type NewOperatorBody = z.infer<typeof newOperatorBody>;

/** 时间 (the entry's id, which follows it). */
export const auditSorts = ['created_at'] as const;
export type AuditSort = (typeof auditSorts)[number];

export const auditListQuery = z
  .object({
    /** Only this operator's changes. */
    operator_id: id('操作员').optional(),
    /** Only changes of this kind of record: buyer, order, goods, operator, job (an import). */
    target_type: z
      .enum(
        [
          'buyer',
          'order',
          'goods',
          'catalog',
          'operator',
          'job',
          'content',
          'settings',
          'activity',
          'conversation',
          'chat',
        ],
        {
          error: '对象类型不正确',
        },
      )
      .optional(),
    /** Only changes of this kind, e.g. `goods.update`, `content.banners.delete`, `role.update.refused`. */
    action: z
      .string({ error: '操作类型不正确' })
      .max(80, '操作类型不正确')
      .regex(/^[a-z][a-z_-]*(\.[a-z][a-z_-]*){1,3}$/, '操作类型不正确')
      .optional(),
    /** Only the changes this sheet job made. */
    job_id: id('任务编号').optional(),
    /** Made on or after this day, and on or before `created_to` (China days). */
    created_from: date('开始日期').optional(),
    created_to: date('结束日期').optional(),
    /** Newest first by default. */
    sort: z.enum(auditSorts, { error: '排序字段不正确' }).default('created_at'),
    order: sortOrder.default('desc'),
    ...listPage,
  })
  .refine((query) => endNotBefore(query.created_from, query.created_to), {
    error: '结束日期不能早于开始日期',
    path: ['created_to'],
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;
export type AuditListParams = z.input<typeof auditListQuery>;

export type {
  AccountManager,
  AdminBuyer,
  AdminBuyerDetail,
  AdminBuyerMessage,
  AdminBuyerMessageList,
  AdminGoods,
  AdminOperator,
  AdminOrder,
  AdminOrderDetail,
  AdminOrderList,
  AdminRole,
  AuditEntry,
  Dashboard,
  OperatorMe,
} from './admin-responses.ts';

/** An operator's answer to a buyer's 求购 or feedback, sent to the buyer as a message. */
export const answerBuyerBody = z.object({ answer: text('回复内容', 500, { multiline: true }) });
