import type { SQL } from 'drizzle-orm';
import type { ActivityBody, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import type { Executor, Transaction } from '../../../db/client.ts';
import type { promotionActivities } from '../promotions.tables.ts';

export type ActivityRow = typeof promotionActivities.$inferSelect;
export type ActivityBodyOf<K extends ActivityKind> = Extract<ActivityBody, { kind: K }>;
export type DefinitionOf<K extends ActivityKind> = ActivityBodyOf<K>['definition'];
export type DetailOf<K extends ActivityKind> = Extract<AdminActivityDetail, { kind: K }>['definition'];

/**
 * What one kind of 营销活动 knows of itself; the activity service does the rest (states, edits,
 * audit) alike for every kind. Each kind publishes into the tables the shop sells from.
 */
export interface ActivityKindRules<K extends ActivityKind> {
  /** The goods its definition names, checked and shown by the editor. */
  goodsIds(definition: DefinitionOf<K>): number[];
  /** How many there are in all (units, coupons, prizes…), as the list shows beside `taken`. */
  total(definition: DefinitionOf<K>): number;
  /** An integer expression: what was taken so far of the activity `"promotion_activities"."id"`. */
  takenSql: SQL;
  /** Checks against the database before a save or a publish; `live` is its id once published. */
  check(db: Executor, body: ActivityBodyOf<K>, live: number | null): Promise<void>;
  /**
   * Once something was taken: what may still change from `before` to `next` (a later end is checked
   * by the service); throws the field error otherwise. Kinds that count no takes have none.
   */
  checkExtension?(before: DefinitionOf<K>, next: DefinitionOf<K>): void;
  /** Checks that still apply to a published activity whose definition may only grow. */
  checkLive?(db: Executor, body: ActivityBodyOf<K>, id: number): Promise<void>;
  /** Taken though `takenSql` reads 0 (units that came back from cancelled orders). */
  anyTaken?(tx: Transaction, id: number): Promise<boolean>;
  /** Writes its sale rows from the definition; `extendOnly`: only the end and the counts move. */
  publish(tx: Transaction, row: ActivityRow, extendOnly: boolean): Promise<void>;
  /** Ends its sale rows now, under the activity's row lock. */
  stop(tx: Transaction, id: number): Promise<void>;
  /** The definition as the console's editor reads it back. */
  detail(db: Executor, row: ActivityRow): Promise<DetailOf<K>>;
}
