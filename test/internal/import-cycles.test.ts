/**
 * src/ has no import cycle, type-only imports included: a cycle means two modules are one concept split
 * in two, or a type lives in the wrong module. Walks the relative imports and re-exports
 * of src/**\/*.ts and reports every strongly connected component of more than one module (or a module
 * importing itself), with the edges that close it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative specifiers of static `import ... from` / `export ... from` / side-effect imports. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => {
      const specifier = (match[1] ?? '').replace(/\.js$/, '.ts');
      return resolve(dirname(file), specifier.endsWith('.ts') ? specifier : `${specifier}.ts`);
    });
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components, keeping only those that are cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('src import graph', () => {
  it('sees the modules and their imports', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    const producer = graph.get(join(src, 'producer', 'producer.ts')) ?? [];
    expect(producer).toContain(join(src, 'producer', 'operations', 'producer-send.ts'));
  });

  it('has no import cycle', () => {
    const graph = importGraph();
    const edges = cycles(graph).map((component) =>
      component.flatMap((from) =>
        (graph.get(from) ?? []).filter((to) => component.includes(to)).map((to) => `${relative(root, from)} -> ${relative(root, to)}`),
      ),
    );
    expect(edges).toEqual([]);
  });
});
