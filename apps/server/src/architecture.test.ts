import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const root = resolve(src, '../../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** `modules/cart`, `workflows`, … : the area of the server a file belongs to. */
const areaOf = (file: string): string => {
  const [top, module] = relative(src, file).split(sep);
  return top === 'modules' ? `modules/${module}` : top!;
};

/** Which module imports which, from the import statements of every non-test file. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(join(src, 'modules'))) {
    const from = areaOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const to = areaOf(resolve(dirname(file), imported.fileName));
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A cycle as the list of modules on it, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('module boundaries', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c'])],
      ['modules/c', new Set(['modules/a'])],
    ]);
    expect(findCycle(graph)).toEqual(['modules/a', 'modules/b', 'modules/c', 'modules/a']);
  });

  it('leaves no cycle between the server modules, and no module imports a workflow', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThanOrEqual(10);
    expect(findCycle(graph)).toBeNull();
    expect([...graph].filter(([, imports]) => imports.has('workflows')).map(([module]) => module)).toEqual(
      [],
    );
  });

  it("refuses in lint a module or a workflow that reads another module's tables", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (path: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: join(src, path) });
      return result!.messages.map((message) => message.ruleId);
    };
    const rule = 'import-x/no-restricted-paths';
    expect(
      await lint('modules/cart/probe.ts', "export { goods } from '../catalog/catalog.tables.ts';\n"),
    ).toContain(rule);
    expect(await lint('modules/cart/probe.ts', "export { carts } from './cart.tables.ts';\n")).not.toContain(
      rule,
    );
    expect(
      await lint('modules/cart/cart.tables.ts', "export { goods } from '../catalog/catalog.tables.ts';\n"),
    ).not.toContain(rule);
    expect(
      await lint('workflows/probe.ts', "export { users } from '../modules/accounts/accounts.tables.ts';\n"),
    ).toContain(rule);
    expect(
      await lint('modules/orders/probe.ts', "export { shipOrder } from '../../workflows/ship-order.ts';\n"),
    ).toContain(rule);
  }, 60_000);
});
