import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { Code } from '@yaocai/domain/codes';
import type { AuditListQuery } from '@yaocai/domain/contracts/admin';
import type { AuditEntry } from '@yaocai/domain/contracts/admin-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { DomainError } from '@yaocai/domain/errors';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { withinDays } from '../../db/within-days.ts';
import { auditLog, operators } from './operators.tables.ts';

export type AuditTarget =
  | 'buyer'
  | 'order'
  | 'goods'
  | 'catalog'
  | 'operator'
  | 'job'
  | 'content'
  | 'settings'
  | 'activity'
  | 'conversation'
  | 'chat';

/** Who made a change, and from where. */
export interface AuditActor {
  operatorId: number;
  ip: string;
}

export interface AuditRecord {
  action: string;
  targetType: AuditTarget;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
  /** The sheet job that made the change, when a job did it for the operator who started it. */
  jobId?: number;
}

const rowOf = (actor: AuditActor, record: AuditRecord) => ({
  operatorId: actor.operatorId,
  ip: actor.ip,
  action: record.action,
  targetType: record.targetType,
  targetId: String(record.targetId),
  before: record.before ?? null,
  after: record.after ?? null,
  jobId: record.jobId ?? null,
});

/** Records a change; call it in the transaction that makes the change, so neither stands alone. */
export async function recordAudit(db: Executor, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(rowOf(actor, record));
}

/** Records many changes of one actor at once (a batch of a job), in the transaction that made them. */
export async function recordAudits(
  db: Executor,
  actor: AuditActor,
  records: readonly AuditRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await db.insert(auditLog).values(records.map((record) => rowOf(actor, record)));
}

/** A refusal worth recording in itself (someone tried what they may not): 403, audited by auditedChange. */
export class AuditedRefusal extends DomainError {
  constructor(message: string) {
    super(Code.forbidden, message, 403);
  }
}

/**
 * Makes a change and records it in one transaction; `change` may name the target once made and
 * what it was before. Refused with an AuditedRefusal, the attempt is recorded instead (action
 * `<action>.refused`, the reason in `after`), after the rollback so that its row stays.
 */
export async function auditedChange(
  db: Database,
  actor: AuditActor,
  record: AuditRecord & { after: Record<string, unknown> },
  change: (tx: Transaction) => Promise<Partial<Pick<AuditRecord, 'targetId' | 'before'>>>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => recordAudit(tx, actor, { ...record, ...(await change(tx)) }));
  } catch (error) {
    if (!(error instanceof AuditedRefusal)) throw error;
    await recordAudit(db, actor, {
      ...record,
      action: `${record.action}.refused`,
      after: { ...record.after, reason: error.message },
    });
    throw error;
  }
}

const entryColumns = {
  id: auditLog.id,
  operatorId: auditLog.operatorId,
  operator: operators.name,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  jobId: auditLog.jobId,
  createdAt: auditLog.createdAt,
};

const selectEntries = (db: Executor) =>
  db.select(entryColumns).from(auditLog).innerJoin(operators, eq(operators.id, auditLog.operatorId));

const toEntry = (row: Awaited<ReturnType<typeof selectEntries>>[number]): AuditEntry => ({
  id: row.id,
  operator_id: row.operatorId,
  operator: row.operator,
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  before: row.before,
  after: row.after,
  ip: row.ip,
  job_id: row.jobId,
  created_at: row.createdAt.toISOString(),
});

/** A page of the log, newest first or oldest (时间 is the id, which follows it). */
export async function listAudit(db: Executor, query: AuditListQuery): Promise<Paged<AuditEntry>> {
  const filters: SQL[] = withinDays(auditLog.createdAt, query.created_from, query.created_to);
  if (query.operator_id !== undefined) filters.push(eq(auditLog.operatorId, query.operator_id));
  if (query.target_type !== undefined) filters.push(eq(auditLog.targetType, query.target_type));
  if (query.action !== undefined) filters.push(eq(auditLog.action, query.action));
  if (query.job_id !== undefined) filters.push(eq(auditLog.jobId, query.job_id));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(direction(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { list: rows.map(toEntry), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

/** Every change recorded on one target, oldest first. */
export async function auditOf(
  db: Executor,
  targetType: AuditTarget,
  targetId: number,
): Promise<AuditEntry[]> {
  const rows = await selectEntries(db)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);
  return rows.map(toEntry);
}
