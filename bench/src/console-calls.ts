// Console list calls under load on PostgreSQL, each against the anchor measured in the same run.
import autocannon from 'autocannon';
import { startProcess, startShopOnPostgres } from './processes.ts';
import { signInOperator } from './session.ts';

export interface ConsoleCall {
  name: string;
  path: string;
  /** Measured and printed, but not held to the budget. */
  outsideBudget?: boolean;
}

/** The budget of a console list call (issue 13): p99 within 100 ms. */
export const CONSOLE_LIST_P99_MS = 100;

/** What a console list bench is told on the command line. */
export interface ConsoleListBenchOptions {
  databaseUrl: string;
  duration: number;
  connections: number;
}

/** Where the shop and the anchor listen. */
export interface ConsolePorts {
  port: number;
  anchorPort: number;
}

/**
 * Starts the shop and the anchor (one primary-key read behind Fastify and pg), signs in the demo
 * operator, and loads each call as it loads the anchor. Prints a table; true when every call answered
 * 2xx and those within the budget kept its p99.
 */
export async function benchConsoleCalls(
  calls: ConsoleCall[],
  options: ConsoleListBenchOptions,
  ports: ConsolePorts,
  budgetP99Ms = CONSOLE_LIST_P99_MS,
): Promise<boolean> {
  const server = await startShopOnPostgres(options.databaseUrl, ports.port);
  const anchor = await startProcess(
    'bench/src/anchor-server.ts',
    [String(ports.anchorPort)],
    { DATABASE_URL: options.databaseUrl, DATABASE_POOL_MAX: '4' },
    `http://127.0.0.1:${ports.anchorPort}/anchor`,
  );
  const load = (url: string, duration: number, headers?: Record<string, string>) =>
    autocannon({ url, headers, connections: options.connections, duration });
  try {
    await load(`${anchor.url}/anchor`, 3);
    const anchorRun = await load(`${anchor.url}/anchor`, options.duration);
    // Its p99 is below a millisecond, which autocannon rounds to 0: the ratio is of throughput.
    const anchorRate = anchorRun.requests.average;
    console.log(
      `\nAnchor (a primary-key read): ${Math.round(anchorRate).toLocaleString('en')} req/s, p99 ${anchorRun.latency.p99} ms`,
    );
    const headers = await signInOperator(server.url, 'admin', 'admin123456');
    let passed = true;
    console.log(`\n| call | req/s | anchor req/s ÷ req/s | p50 ms | p99 ms | rows of page 1 total |`);
    console.log(`| ---- | ----- | -------------------- | ------ | ------ | -------------------- |`);
    for (const call of calls) {
      const first = await fetch(`${server.url}${call.path}`, { headers });
      const body = (await first.json()) as { code: number; msg: string; data: { total: number } };
      if (body.code !== 10000) throw new Error(`${call.path}: ${body.msg}`);
      await load(`${server.url}${call.path}`, 3, headers);
      const result = await load(`${server.url}${call.path}`, options.duration, headers);
      const p99 = result.latency.p99;
      if (result.non2xx > 0 || (p99 > budgetP99Ms && !call.outsideBudget)) passed = false;
      const name = call.outsideBudget ? `${call.name} (outside the budget)` : call.name;
      console.log(
        `| ${name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${(anchorRate / Math.max(result.requests.average, 1)).toFixed(1)} | ${result.latency.p50} | ${p99} | ${body.data.total.toLocaleString('en')} |`,
      );
    }
    console.log(
      `\n${options.connections} connections, ${options.duration} s each; budget p99 ≤ ${budgetP99Ms} ms`,
    );
    return passed;
  } finally {
    await server.stop();
    await anchor.stop();
  }
}
