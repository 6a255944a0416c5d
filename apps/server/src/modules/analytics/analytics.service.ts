import type { PageViewBody } from '@yaocai/domain/contracts/content';
import type { Executor } from '../../db/client.ts';
import { pageViews } from './analytics.tables.ts';

export interface Visitor {
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
}

export async function recordPageView(db: Executor, view: PageViewBody, visitor: Visitor): Promise<void> {
  await db.insert(pageViews).values({
    userId: visitor.userId,
    path: view.path,
    routeName: view.route_name ?? null,
    referrer: view.referrer ?? null,
    ip: visitor.ip,
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
  });
}
