/** What the bench measures. Each issue with a performance budget adds its scenarios here. */
export interface BenchContext {
  /** A top category of the general menu, as a buyer clicks it. */
  categoryId: number;
}

export interface Scenario {
  name: string;
  path: (context: BenchContext) => string;
  /** Sent as the demo buyer (13800000001) when true. */
  signedIn: boolean;
  connections: number;
  /** p99 latency budget in ms on PostgreSQL, when an issue names one. */
  budgetP99Ms?: number;
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
];
