/** What the bench measures. Each issue with a performance budget adds its scenarios here. */
export interface BenchContext {
  /** A top category of the general menu, as a buyer clicks it. */
  categoryId: number;
  /** Every category of the general menu, top and children. */
  categoryIds: number[];
  /** A line of the demo buyer's cart, which the run fills with CART_LINES lines first. */
  cartLineId: number;
  /** That line's middle pack, so an edit asks for a valid quantity. */
  cartLineStep: number;
  /** Published goods a buyer reaches from the lists: the first pages of every general category. */
  goodsIds: number[];
}

/** Lines in the demo buyer's cart while the cart scenarios run. */
export const CART_LINES = 300;

export interface Scenario {
  name: string;
  path: (context: BenchContext) => string;
  /** Sent as the demo buyer (13800000001) when true. */
  signedIn: boolean;
  /** Each request asks for the next path of this (instead of `path` every time). */
  paths?: (context: BenchContext) => () => string;
  /** A JSON body makes it a POST. */
  body?: (context: BenchContext) => object;
  connections: number;
  /** p99 latency budget in ms on PostgreSQL, when an issue names one. */
  budgetP99Ms?: number;
  /** Throughput budget as a share of the anchor's in the same run (per cent), when an issue names one. */
  budgetOfAnchor?: number;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

export const scenarios: Scenario[] = [
  { name: 'site settings', path: () => '/api/global/site', signedIn: false, connections: 32 },
  { name: 'user state (signed in)', path: () => '/api/user/base', signedIn: true, connections: 32 },
  {
    name: 'suggestions: 感冒',
    path: () => `/api/goods/search?${query({ keywords: '感冒', type: 0 })}`,
    signedIn: false,
    connections: 32,
    budgetP99Ms: 20,
  },
  {
    name: 'suggestions: gml',
    path: () => `/api/goods/search?${query({ keywords: 'gml', type: 0 })}`,
    signedIn: false,
    connections: 32,
    budgetP99Ms: 20,
  },
  {
    name: 'list: category, 20 per page (signed in)',
    path: ({ categoryId }) => `/api/goods/list?${query({ select: categoryId, page: 1, page_size: 20 })}`,
    signedIn: true,
    connections: 32,
    budgetP99Ms: 50,
  },
  {
    // Not a budget of the issues: the list when pages are rarely asked twice within the list
    // cache's few seconds: every category of the general menu, pages 1-10, in turn.
    name: 'list: any category, pages 1-10 (signed in)',
    path: ({ categoryId }) => `/api/goods/list?${query({ select: categoryId, page: 1, page_size: 20 })}`,
    paths: ({ categoryIds }) => {
      let n = 0;
      return () => {
        n += 1;
        const select = categoryIds[n % categoryIds.length]!;
        const page = 1 + (Math.floor(n / categoryIds.length) % 10);
        return `/api/goods/list?${query({ select, page, page_size: 20 })}`;
      };
    },
    signedIn: true,
    connections: 32,
  },
  {
    // Every request the next of some ten thousand goods, so most are read, not remembered, unless
    // the goods detail cache holds them.
    name: 'goods detail, many goods in turn (signed in)',
    path: ({ goodsIds }) => `/api/goods/detail/${goodsIds[0]}`,
    paths: ({ goodsIds }) => {
      let n = 0;
      return () => `/api/goods/detail/${goodsIds[n++ % goodsIds.length]}`;
    },
    signedIn: true,
    connections: 32,
  },
  {
    name: `cart list, ${CART_LINES} lines (signed in)`,
    path: () => '/api/cart/list',
    signedIn: true,
    connections: 16,
    budgetP99Ms: 30,
  },
  {
    name: `cart edit, ${CART_LINES} lines (signed in)`,
    path: ({ cartLineId }) => `/api/cart/${cartLineId}/edit`,
    body: ({ cartLineStep }) => ({ number: cartLineStep * 2 }),
    signedIn: true,
    connections: 16,
    budgetP99Ms: 30,
  },
  {
    // The home page's 限时秒杀 block: the running session (or the next) with its goods.
    name: 'flash: home block /api/index/spike (signed in)',
    path: () => '/api/index/spike',
    signedIn: true,
    connections: 32,
    budgetOfAnchor: 80,
  },
  {
    // /ms and every goods card and page: the running sessions and the next few to come.
    name: 'flash: /ms sessions /api/activity/spike_sessions (signed in)',
    path: () => '/api/activity/spike_sessions',
    signedIn: true,
    connections: 32,
    budgetOfAnchor: 80,
  },
];
