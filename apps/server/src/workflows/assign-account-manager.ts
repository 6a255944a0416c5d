import type { AssignManagerBody } from '@yaocai/domain/contracts/admin';
import type { Database } from '../db/client.ts';
import { assignAccountManager } from '../modules/accounts/buyer-profile.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';

/** The picked buyers given one account manager, all or none, each change audited in the same transaction. */
export async function assignManagerToBuyers(
  db: Database,
  actor: AuditActor,
  body: AssignManagerBody,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await assignAccountManager(tx, body.ids, body.manager_id);
    for (const buyer of before) {
      if (buyer.managerId === body.manager_id) continue;
      await recordAudit(tx, actor, {
        action: 'buyer.manager',
        targetType: 'buyer',
        targetId: buyer.id,
        before: { manager_id: buyer.managerId },
        after: { manager_id: body.manager_id },
      });
    }
    return before.length;
  });
}
