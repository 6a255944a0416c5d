import { and, count, desc, eq } from 'drizzle-orm';
import type { NoteTarget } from '@yaocai/domain/contracts/internal-notes';
import type { InternalNote, InternalNotePage } from '@yaocai/domain/contracts/internal-notes-responses';
import type { Executor, Transaction } from '../../db/client.ts';
import { recordAudit, type AuditActor } from './audit.service.ts';
import { internalNotes } from './internal-notes.tables.ts';
import { operators } from './operators.tables.ts';

const noteColumns = {
  id: internalNotes.id,
  content: internalNotes.content,
  authorId: internalNotes.operatorId,
  author: operators.name,
  createdAt: internalNotes.createdAt,
};

const toNote = (row: {
  id: number;
  content: string;
  authorId: number;
  author: string;
  createdAt: Date;
}): InternalNote => ({
  id: row.id,
  content: row.content,
  author_id: row.authorId,
  author: row.author,
  created_at: row.createdAt.toISOString(),
});

const ofTarget = (type: NoteTarget, id: number) =>
  and(eq(internalNotes.targetType, type), eq(internalNotes.targetId, id));

/** A page of the notes on an order or a buyer, newest first, with who wrote each. */
export async function notePage(
  db: Executor,
  type: NoteTarget,
  id: number,
  page: { page: number; page_size: number },
): Promise<InternalNotePage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(noteColumns)
      .from(internalNotes)
      .innerJoin(operators, eq(operators.id, internalNotes.operatorId))
      .where(ofTarget(type, id))
      .orderBy(desc(internalNotes.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: count() }).from(internalNotes).where(ofTarget(type, id)),
  ]);
  return { list: rows.map(toNote), total: total?.n ?? 0, page: page.page, page_size: page.page_size };
}

/** Every note on an order or a buyer, oldest first (for a timeline). */
export async function notesOf(db: Executor, type: NoteTarget, id: number): Promise<InternalNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(internalNotes)
    .innerJoin(operators, eq(operators.id, internalNotes.operatorId))
    .where(ofTarget(type, id))
    .orderBy(internalNotes.id);
  return rows.map(toNote);
}

/** Adds a note by the operator, audited in the same transaction. */
export async function addNote(
  tx: Transaction,
  actor: AuditActor,
  type: NoteTarget,
  id: number,
  content: string,
): Promise<InternalNote> {
  const [inserted] = await tx
    .insert(internalNotes)
    .values({ targetType: type, targetId: id, content, operatorId: actor.operatorId })
    .returning({ id: internalNotes.id });
  await recordAudit(tx, actor, {
    action: `${type}.note`,
    targetType: type,
    targetId: id,
    after: { note_id: inserted!.id, content },
  });
  const [row] = await tx
    .select(noteColumns)
    .from(internalNotes)
    .innerJoin(operators, eq(operators.id, internalNotes.operatorId))
    .where(eq(internalNotes.id, inserted!.id));
  return toNote(row!);
}
