import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
// Every URL the console knows: its pages (inside the router's /admin basename) and the API it calls.

export const ROUTER_BASENAME = '/admin';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** The list opens on the registrations waiting for review. */
  buyers: { path: '/buyers', getHref: () => '/buyers' },
  buyerDetail: { path: '/buyers/:id', getHref: (id: number) => `/buyers/${id}` },
  overdueBills: { path: '/overdue-bills', getHref: () => '/overdue-bills' },
  orders: {
    path: '/orders',
    /** With `state`, the tab of the orders in that ORDER_STATUS. */
    getHref: (state?: number) => (state === undefined ? '/orders' : `/orders?state=${state}`),
  },
  orderDetail: { path: '/orders/:id', getHref: (id: number) => `/orders/${id}` },
  /** The picking lists (发货单) of the orders picked in the list, to print. */
  ordersPrint: { path: '/orders/print', getHref: (ids: number[]) => `/orders/print?ids=${ids.join(',')}` },
  afterSales: { path: '/after-sales', getHref: () => '/after-sales' },
  buyerRequests: { path: '/buyer-requests', getHref: () => '/buyer-requests' },
  invoices: { path: '/invoices', getHref: () => '/invoices' },
  afterSaleDetail: { path: '/after-sales/:id', getHref: (id: number) => `/after-sales/${id}` },
  goods: { path: '/goods', getHref: () => '/goods' },
  catalog: { path: '/catalog', getHref: () => '/catalog' },
  goodsNew: { path: '/goods/new', getHref: () => '/goods/new' },
  goodsEdit: { path: '/goods/:id', getHref: (id: number) => `/goods/${id}` },
  goodsImport: {
    path: '/goods/import',
    /** With `job`, the import of that uploaded file (its preview or progress). */
    getHref: (job?: number) => (job === undefined ? '/goods/import' : `/goods/import?job=${job}`),
  },
  jobs: { path: '/jobs', getHref: () => '/jobs' },
  jobDetail: { path: '/jobs/:id', getHref: (id: number) => `/jobs/${id}` },
  audit: {
    path: '/audit',
    /** With a job: the changes that job made. */
    getHref: (filter: { job_id?: number } = {}) =>
      filter.job_id ? `/audit?job_id=${filter.job_id}` : '/audit',
  },
  operators: { path: '/operators', getHref: () => '/operators' },
  content: { path: '/content', getHref: () => '/content' },
  articles: { path: '/articles', getHref: () => '/articles' },
  articleNew: { path: '/articles/new', getHref: () => '/articles/new' },
  articleEdit: { path: '/articles/:id', getHref: (id: number) => `/articles/${id}` },
  settings: { path: '/settings', getHref: () => '/settings' },
  chat: { path: '/chat', getHref: () => '/chat' },
  activities: { path: '/activities', getHref: () => '/activities' },
  /** With `kind`, a new activity of that kind (秒杀 or 优惠券). */
  activityNew: {
    path: '/activities/new',
    getHref: (kind: ActivityKind) => `/activities/new?kind=${kind}`,
  },
  activityEdit: { path: '/activities/:id', getHref: (id: number) => `/activities/${id}` },
} as const;

export const apiPaths = {
  /** The storefront's start-up call: it hands a browser without one its CSRF token cookie. */
  site: '/api/global/site',
  session: '/api/admin/session',
  me: '/api/admin/me',
  password: '/api/admin/me/password',
  audit: '/api/admin/audit',
  dashboard: '/api/admin/dashboard',
  managers: '/api/admin/managers',
  listViews: { list: '/api/admin/list-views', one: (id: number) => `/api/admin/list-views/${id}` },
  businessScopes: '/api/admin/business-scopes',
  buyers: {
    list: '/api/admin/buyers',
    detail: (id: number) => `/api/admin/buyers/${id}`,
    approve: (id: number) => `/api/admin/buyers/${id}/approve`,
    licenceCheck: (id: number) => `/api/admin/buyers/${id}/licence-check`,
    reject: (id: number) => `/api/admin/buyers/${id}/reject`,
    balance: (id: number) => `/api/admin/buyers/${id}/balance`,
    credit: (id: number) => `/api/admin/buyers/${id}/credit`,
    profile: (id: number) => `/api/admin/buyers/${id}/profile`,
    assignManager: '/api/admin/buyers/assign-manager',
    licences: (id: number) => `/api/admin/buyers/${id}/licences`,
    licence: (id: number, type: string) => `/api/admin/buyers/${id}/licences/${type}`,
    addresses: (id: number) => `/api/admin/buyers/${id}/addresses`,
    messages: (id: number) => `/api/admin/buyers/${id}/messages`,
    repayments: (id: number) => `/api/admin/buyers/${id}/repayments`,
    notes: (id: number) => `/api/admin/buyers/${id}/notes`,
    balanceLog: (id: number) => `/api/admin/buyers/${id}/balance-log`,
    creditBills: (id: number) => `/api/admin/buyers/${id}/credit-bills`,
    overdueBills: '/api/admin/credit-bills/overdue',
  },
  orders: {
    list: '/api/admin/orders',
    detail: (id: number) => `/api/admin/orders/${id}`,
    ship: (id: number) => `/api/admin/orders/${id}/ship`,
    cancel: (id: number) => `/api/admin/orders/${id}/cancel`,
    cancelUnshipped: (id: number) => `/api/admin/orders/${id}/cancel-unshipped`,
    notes: (id: number) => `/api/admin/orders/${id}/notes`,
    timeline: (id: number) => `/api/admin/orders/${id}/timeline`,
    export: '/api/admin/orders/export',
  },
  purchaseRequests: {
    list: '/api/admin/purchase-requests',
    answer: (id: number) => `/api/admin/purchase-requests/${id}/answer`,
  },
  feedback: {
    list: '/api/admin/feedback',
    answer: (id: number) => `/api/admin/feedback/${id}/answer`,
  },
  afterSales: {
    list: '/api/admin/after-sales',
    detail: (id: number) => `/api/admin/after-sales/${id}`,
    approve: (id: number) => `/api/admin/after-sales/${id}/approve`,
    receive: (id: number) => `/api/admin/after-sales/${id}/receive`,
    reject: (id: number) => `/api/admin/after-sales/${id}/reject`,
  },
  activities: {
    list: '/api/admin/activities',
    create: '/api/admin/activities',
    detail: (id: number) => `/api/admin/activities/${id}`,
    publish: (id: number) => `/api/admin/activities/${id}/publish`,
    stop: (id: number) => `/api/admin/activities/${id}/stop`,
    copy: (id: number) => `/api/admin/activities/${id}/copy`,
    drawRecords: (id: number) => `/api/admin/activities/${id}/draw_records`,
    prizeSent: (recordId: number) => `/api/admin/draw_records/${recordId}/sent`,
    referralRewards: (id: number) => `/api/admin/activities/${id}/referral_rewards`,
    pointsExchanges: '/api/admin/points_exchanges',
    exchangeShipped: (exchangeId: number) => `/api/admin/points_exchanges/${exchangeId}/shipped`,
  },
  invoices: {
    list: '/api/admin/invoices',
    /** The PDF, sent as an attachment: a plain link downloads it with the session cookie. */
    pdf: (id: number) => `/api/admin/invoices/${id}/pdf`,
    reissue: (id: number) => `/api/admin/invoices/${id}/reissue`,
  },
  goods: {
    list: '/api/admin/goods',
    update: (id: number) => `/api/admin/goods/${id}`,
    detail: (id: number) => `/api/admin/goods/${id}`,
    create: '/api/admin/goods',
    options: '/api/admin/goods-options',
    manufacturers: '/api/admin/manufacturers',
    import: '/api/admin/goods/import',
    export: '/api/admin/goods/export',
    bulkCategory: '/api/admin/goods/bulk-category',
    bulkReprice: '/api/admin/goods/bulk-reprice',
  },
  chat: {
    conversations: '/api/admin/chat/conversations',
    messages: (id: number) => `/api/admin/chat/conversations/${id}/messages`,
    context: (id: number) => `/api/admin/chat/conversations/${id}/context`,
    read: (id: number) => `/api/admin/chat/conversations/${id}/read`,
    action: (id: number, action: 'pick' | 'close' | 'reopen' | 'transfer') =>
      `/api/admin/chat/conversations/${id}/${action}`,
    agents: '/api/admin/chat/agents',
    agent: (id: number) => `/api/admin/chat/agents/${id}`,
    replies: '/api/admin/chat/replies',
  },
  roles: {
    list: '/api/admin/roles',
    update: (id: number) => `/api/admin/roles/${id}`,
  },
  operators: {
    list: '/api/admin/operators',
    update: (id: number) => `/api/admin/operators/${id}`,
  },
  settings: '/api/admin/settings',
  /** A picture for `purpose` (admin-files IMAGE_PURPOSES), re-encoded by the server. */
  images: '/api/admin/images',
  content: {
    list: (name: string) => `/api/admin/content/${name}`,
    item: (name: string, id: number) => `/api/admin/content/${name}/${id}`,
  },
  jobs: {
    list: '/api/admin/jobs',
    detail: (id: number) => `/api/admin/jobs/${id}`,
    confirm: (id: number) => `/api/admin/jobs/${id}/confirm`,
    cancel: (id: number) => `/api/admin/jobs/${id}/cancel`,
    /** An export's sheet, sent as an attachment: a plain link downloads it with the session cookie. */
    file: (id: number) => `/api/admin/jobs/${id}/file`,
  },
} as const;
