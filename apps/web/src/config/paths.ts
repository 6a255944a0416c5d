// Every URL the web app knows: page routes (with href builders) and API endpoints.

const optional = (value: string | number | undefined) => (value === undefined ? '' : `/${value}`);

export const paths = {
  root: { path: '/', getHref: () => '/' },
  promotion: { path: '/promotion', getHref: () => '/promotion' },
  eleven: { path: '/eleven', getHref: () => '/eleven' },
  notFound: { path: '/404/:url?/:url1?/:url2?', getHref: () => '/404' },
  loading: {
    path: '/loading',
    getHref: (to: string) => `/loading?to=${encodeURIComponent(to)}`,
  },
  christmas: { path: '/jz/:word?', getHref: (word?: string) => `/jz${optional(word)}` },
  brandActivity: { path: '/pp', getHref: () => '/pp' },
  referral: { path: '/ldx', getHref: () => '/ldx' },
  specialPrice: {
    path: '/tjzq/:ids/:id?',
    getHref: (ids: string, id?: string | number) => `/tjzq/${ids}${optional(id)}`,
  },
  coupons: { path: '/lq', getHref: () => '/lq' },
  flashSale: { path: '/ms', getHref: () => '/ms' },
  activity: { path: '/lyjm', getHref: () => '/lyjm' },
  newcomer: { path: '/xr/:id?', getHref: (id?: string | number) => `/xr${optional(id)}` },
  luckDraw: { path: '/luckDraw', getHref: () => '/luckDraw' },
  double12: { path: '/s12', getHref: () => '/s12' },
  double12Alias: { path: '/12', getHref: () => '/12' },
  home: { path: '/home', getHref: () => '/home' },
  login: {
    path: '/login',
    getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  },
  register: { path: '/register', getHref: () => '/register' },
  user: { path: '/user', getHref: () => '/user' },
  orders: { path: '/order', getHref: () => '/order' },
  invoices: { path: '/dzfp', getHref: () => '/dzfp' },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkoutConfirm: {
    path: '/cart/confirm',
    getHref: (ids: readonly number[]) => `/cart/confirm?ids=${ids.join(',')}`,
  },
  checkoutPay: { path: '/cart/pay/:id', getHref: (orderId: number) => `/cart/pay/${orderId}` },
  checkoutResult: { path: '/cart/result/:id', getHref: (orderId: number) => `/cart/result/${orderId}` },
  orderDetail: { path: '/order/:id', getHref: (orderId: number) => `/order/${orderId}` },
  favourites: { path: '/star', getHref: () => '/star' },
  messages: { path: '/wdxx', getHref: () => '/wdxx' },
  combinations: { path: '/zhzq', getHref: () => '/zhzq' },
  contract: {
    path: '/dzht',
    getHref: (redirect?: string) => (redirect ? `/dzht?redirect=${encodeURIComponent(redirect)}` : '/dzht'),
  },
  goodsDetail: { path: '/list/info/:id', getHref: (id: string | number) => `/list/info/${id}` },
  list: { path: '/list', getHref: () => '/list' },
  search: { path: '/search', getHref: () => '/search' },
  listYx: { path: '/yx', getHref: () => '/yx' },
  listZyyp: { path: '/zyyp', getHref: () => '/zyyp' },
  help: { path: '/help', getHref: (id?: string | number) => (id === undefined ? '/help' : `/help?id=${id}`) },
  helpGuide: { path: '/help/xrzn', getHref: () => '/help/xrzn' },
  helpRegister: { path: '/help/hyzc', getHref: () => '/help/hyzc' },
  helpArticle: { path: '/help/xrzn/hyzc', getHref: (id: string | number) => `/help/xrzn/hyzc?id=${id}` },
  links: { path: '/links', getHref: () => '/links' },
} as const;

export const apiPaths = {
  global: {
    site: '/api/global/site',
    links: '/api/global/links',
  },
  focus: {
    common: '/api/focus/common',
    top: '/api/focus/top',
    demo: '/api/focus/demo',
  },
  goods: {
    search: '/api/goods/search',
    hot: '/api/goods/hot',
    list: '/api/goods/list',
    filters: '/api/goods/filters',
    detail: (id: string | number) => `/api/goods/detail/${id}`,
  },
  article: {
    category: '/api/article/category',
    detail: (id: string | number) => `/api/article/detail/${id}`,
  },
  analytics: {
    pageView: '/api/analytics/page_view',
  },
  user: {
    base: '/api/user/base',
    login: '/api/user/login',
    register: '/api/user/register',
    logout: '/api/user/logout',
    createCode: '/api/user/create_code',
    phone: (phone: string) => `/api/user/phone/${encodeURIComponent(phone)}`,
  },
  cart: {
    add: '/api/cart',
    list: '/api/cart/list',
    total: '/api/cart/total',
    quickAdd: (goodsId: string | number) => `/api/cart/quick_add/${goodsId}`,
    edit: (lineId: string | number) => `/api/cart/${lineId}/edit`,
    batchDelete: '/api/cart/batch_delete',
    batchSelect: '/api/cart/batch_select',
    copy: '/api/cart/copy',
    copyTargets: '/api/cart/copy_targets',
    checkout: '/api/cart/checkout',
    nextHints: '/api/cart/next_hints',
  },
  order: {
    confirm: '/api/order/confirm',
    submit: '/api/order',
    list: '/api/order',
    detail: (orderId: string | number) => `/api/order/${orderId}`,
    pay: (orderId: string | number) => `/api/order/${orderId}/pay`,
    cancel: (orderId: string | number) => `/api/order/${orderId}/cancel`,
    rebuy: (orderId: string | number) => `/api/order/${orderId}/rebuy`,
    receive: (orderId: string | number) => `/api/order/${orderId}/receive`,
    afterSales: (orderId: string | number) => `/api/order/${orderId}/after_sales`,
  },
  afterSale: {
    returnParcel: (afterSaleId: number) => `/api/after_sale/${afterSaleId}/return`,
  },
  contract: {
    show: '/api/contract',
    sign: '/api/contract/sign',
  },
  invoice: {
    list: '/api/invoice',
    pdf: (invoiceId: string | number) => `/api/invoice/${invoiceId}/pdf`,
  },
  address: {
    list: '/api/user/address',
    create: '/api/user/address',
    update: (addressId: string | number) => `/api/user/address/${addressId}`,
    remove: (addressId: string | number) => `/api/user/address/${addressId}`,
  },
  money: {
    balance: '/api/user/user_money',
    balanceLog: '/api/user/user_money_log',
    credit: '/api/user/user_credit',
    creditBills: '/api/user/user_credit_list',
    fastBuy: '/api/user/fast_buy',
  },
  favorite: {
    add: '/api/favorite',
    cancel: '/api/favorite/cancel',
  },
  activity: {
    // The spec names an "activity tap" call without its path; this is our server's path for it.
    tap: '/api/activity/tap',
    running: '/api/activity/running',
  },
} as const;
