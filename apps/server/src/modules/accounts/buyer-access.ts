import type { BuyerStatus } from './accounts.tables.ts';

/** What the catalogue needs to know of the viewer: signed in, approved, and licensed for which classes. */
export type BuyerAccess =
  { kind: 'visitor' } | { kind: 'pending' } | { kind: 'approved'; businessScopes: ReadonlySet<string> };

export const visitorAccess: BuyerAccess = Object.freeze({ kind: 'visitor' });

export function buyerAccess(status: BuyerStatus, businessScopes: string[]): BuyerAccess {
  if (status !== 'approved') return { kind: 'pending' };
  return { kind: 'approved', businessScopes: new Set(businessScopes) };
}

/** One string per distinct access, for keeping what was worked out for it. */
export const accessKey = (access: BuyerAccess): string =>
  access.kind === 'approved' ? `approved:${[...access.businessScopes].sort().join(',')}` : access.kind;
