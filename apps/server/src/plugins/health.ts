import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiBody } from '@yaocai/domain/codes';
import type { Database } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { answers, ok } from './wire.ts';

const notReadyReasons = z.enum(['shutting_down', 'database_unreachable', 'migrations_pending']);
type NotReady = z.infer<typeof notReadyReasons>;

const UNAVAILABLE = 503;
const readiness = {
  ...answers(z.object({ status: z.literal('ready') })),
  [UNAVAILABLE]: z
    .object({ code: z.literal(UNAVAILABLE), msg: z.string(), data: z.object({ status: notReadyReasons }) })
    .meta({ description: 'Not fit to serve: take the instance out of the rotation' }),
};

/** Drizzle's record of applied migrations: the `when` of each journal entry it applied. */
const APPLIED_MIGRATIONS = sql`select created_at from drizzle.__drizzle_migrations`;
const UNDEFINED_TABLE = '42P01';

/** Every migration this build ships, by the time drizzle records for it. */
function shippedMigrations(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => String(entry.when));
}

async function pendingMigrations(db: Database, shipped: string[]): Promise<boolean> {
  try {
    const { rows } = (await db.execute(APPLIED_MIGRATIONS)) as unknown as {
      rows: { created_at: string | number }[];
    };
    const applied = new Set(rows.map((row) => String(row.created_at)));
    return shipped.some((when) => !applied.has(when));
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return true;
    throw error;
  }
}

/**
 * Probes for the proxy and the orchestrator. They go around the session lookup (which only looks at
 * /api) and need no cookie, so a probe fails only when the instance is really not fit to serve.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const shipped = shippedMigrations();

    const notReady = async (): Promise<NotReady | null> => {
      if (app.shuttingDown) return 'shutting_down';
      try {
        await app.db.execute(sql`select 1`);
        return (await pendingMigrations(app.db, shipped)) ? 'migrations_pending' : null;
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: database unreachable');
        return 'database_unreachable';
      }
    };

    app.get(
      '/healthz',
      { schema: { response: answers(z.object({ status: z.literal('alive') })) } },
      async () => ok({ status: 'alive' }),
    );
    app.get('/readyz', { schema: { response: readiness } }, async (_request, reply) => {
      const reason = await notReady();
      if (!reason) return ok({ status: 'ready' });
      const body: ApiBody<{ status: NotReady }> = {
        code: UNAVAILABLE,
        msg: '服务暂不可用',
        data: { status: reason },
      };
      return reply.status(UNAVAILABLE).send(body);
    });
  },
  { dependencies: ['shutdown'] },
);
