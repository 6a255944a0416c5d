import { parseArgs } from 'node:util';
import { newOperatorInput } from '@yaocai/domain/contracts/admin';
import { DomainError } from '@yaocai/domain/errors';
import type { Executor } from '../db/client.ts';
import { createOperator } from '../modules/operators/operators.service.ts';

export const USAGE =
  'npm run operator:create -- --username <用户名> --name <姓名> (the password is asked for, or read from OPERATOR_PASSWORD)';

type Outcome<T> = ({ ok: true } & T) | { ok: false; problems: string[] };

/** The account the command line asks for, or why it cannot be made, a reason per line. */
export function parseOperatorArgs(argv: string[]): Outcome<{ username: string; name: string }> {
  let values: { username?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { username: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    return { ok: false, problems: [(error as Error).message, USAGE] };
  }
  const parsed = newOperatorInput.omit({ password: true }).safeParse(values);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  return { ok: true, ...parsed.data };
}

/**
 * Makes an operator with every permission: how a shop outside demo mode gets its first operator,
 * who then runs the rest from the console.
 */
export async function createOperatorFromCommandLine(
  db: Executor,
  argv: string[],
  password: string,
): Promise<Outcome<{ id: number }>> {
  const args = parseOperatorArgs(argv);
  if (!args.ok) return args;
  const input = newOperatorInput.safeParse({ ...args, password });
  if (!input.success) return { ok: false, problems: input.error.issues.map((issue) => issue.message) };
  try {
    return { ok: true, id: await createOperator(db, input.data) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, problems: [error.message] };
    throw error;
  }
}
