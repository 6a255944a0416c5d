import { desc, eq, sql } from 'drizzle-orm';
import type { SignupDefinition } from '@yaocai/domain/contracts/admin-activities';
import { invalid } from '@yaocai/domain/errors';
import { companiesOf } from '../../accounts/buyer-companies.service.ts';
import { activitySignups } from '../promotions.tables.ts';
import type { ActivityKindRules } from './activity-kind.ts';

/**
 * 活动报名: buyers sign up on /eleven/bm in the window, once each, up to the cap. The sign-ups are
 * the activity's rows; a stop closes sign-up, the sign-ups stay for the operator to read.
 */
export const signupKind: ActivityKindRules<'signup'> = {
  goodsIds: () => [],
  total: (definition) => definition.cap,
  takenSql: sql`(select count(*) from activity_signups s where s.activity_id = "promotion_activities"."id")`,
  check: async () => undefined,
  checkExtension(before, next) {
    if (next.cap < before.cap) throw invalid('definition.cap', '已有报名，报名名额只能增加');
  },
  publish: async () => undefined,
  stop: async () => undefined,
  async detail(db, row) {
    const rows = await db
      .select()
      .from(activitySignups)
      .where(eq(activitySignups.activityId, row.id))
      .orderBy(desc(activitySignups.id));
    const companies = await companiesOf(
      db,
      rows.map((signup) => signup.userId),
    );
    return {
      ...(row.definition as SignupDefinition),
      signups: rows.map((signup) => ({
        company: companies.get(signup.userId) ?? '',
        contact_name: signup.contactName,
        phone: signup.phone,
        remark: signup.remark,
        created_at: signup.createdAt.toISOString(),
      })),
    };
  },
};
