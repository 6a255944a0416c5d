/** What the bench measures. Each issue with a performance budget adds its scenarios here. */
export interface Scenario {
  name: string;
  path: string;
  /** Sent as the demo buyer (13800000001) when true. */
  signedIn: boolean;
  connections: number;
  /** p99 latency budget in ms on PostgreSQL, when an issue names one. */
  budgetP99Ms?: number;
}

export const scenarios: Scenario[] = [
  { name: 'site settings', path: '/api/global/site', signedIn: false, connections: 32 },
  { name: 'user state (signed in)', path: '/api/user/base', signedIn: true, connections: 32 },
];
