/**
 * The TypeScript blocks of the documentation, as modules a compiler can check and Node can run.
 *
 * Sources: README.md, docs/*.md, and the TSDoc `@example` blocks in src/. A block's fence says what it is:
 *
 * - ```` ```ts ```` — a complete program on the embedded cluster: type-checked, then run (it must exit 0 and print
 *   nothing on stderr).
 * - ```` ```ts no-run ```` — a complete module that needs something a test does not have (a real broker, an identity
 *   provider, certificate files): type-checked only.
 * - ```` ```ts fragment ```` — a few lines that continue the text around them (a call on a `producer` the page
 *   created earlier): type-checked only, after the declarations in an HTML comment right above the fence,
 *   `<!-- fragment: declare const producer: Producer; -->`, which the rendered page does not show. The comment states
 *   the names the fragment assumes, with their types, so the check is as strict as for a complete module.
 *
 * Any other info string after `ts` is an error, so a misspelt `no-run` cannot silently turn a block into a fragment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type DocBlockKind = 'run' | 'no-run' | 'fragment';

export interface DocBlock {
  /** Where the block is, for failure messages: `docs/session.md:44` (the line of the opening fence). */
  readonly location: string;
  readonly file: string;
  /** 1-based line of the block's first code line in {@link DocBlock.file}. */
  readonly firstLine: number;
  readonly kind: DocBlockKind;
  /** The fragment's declarations (from the HTML comment above it); empty for complete blocks. */
  readonly context: string;
  readonly code: string;
}

const fence = /^(\s*)```ts(?:[ \t]+(.*?))?\s*$/;

/** The declarations of a `<!-- fragment: ... -->` comment that ends right above line `index`, or undefined. */
function fragmentContext(lines: readonly string[], index: number): string | undefined {
  const above = lines.slice(0, index).join('\n').trimEnd();
  if (!above.endsWith('-->')) return undefined;
  const comment = above.slice(above.lastIndexOf('<!--'), -'-->'.length);
  const match = /^<!--\s*fragment:([\s\S]*)$/.exec(comment);
  return match?.[1]?.trim();
}

function kindOf(info: string | undefined, location: string): DocBlockKind {
  if (info === undefined || info === '') return 'run';
  if (info === 'no-run' || info === 'fragment') return info;
  throw new Error(`${location}: unknown TypeScript block kind "${info}" (use \`\`\`ts, \`\`\`ts no-run or \`\`\`ts fragment)`);
}

/** The ```ts blocks of a text whose lines are `lines` (already stripped of any comment prefix). */
function blocksOf(root: string, file: string, lines: readonly string[], allowFragments: boolean): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = fence.exec(lines[index] ?? '');
    if (open === null) continue;
    const indent = open[1] ?? '';
    const location = `${relative(root, file)}:${index + 1}`;
    const kind = kindOf(open[2], location);
    const body: string[] = [];
    let close = index + 1;
    for (; close < lines.length; close++) {
      const line = lines[close] ?? '';
      if (line.trim() === '```') break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    if (close === lines.length) throw new Error(`${location}: the block is never closed`);
    const context = fragmentContext(lines, index);
    if (kind === 'fragment') {
      if (!allowFragments) throw new Error(`${location}: fragments belong in the guides; a TSDoc example is a complete module`);
      if (context === undefined) throw new Error(`${location}: a fragment needs its declarations in a <!-- fragment: ... --> comment right above the fence`);
    } else if (context !== undefined) {
      throw new Error(`${location}: a <!-- fragment: --> comment above a complete block: mark the block \`\`\`ts fragment`);
    }
    blocks.push({
      location, file, firstLine: index + 2, kind,
      context: context ?? '',
      code: body.join('\n'),
    });
    index = close;
  }
  return blocks;
}

function markdownFiles(root: string): string[] {
  const docs = join(root, 'docs');
  return [join(root, 'README.md'), ...readdirSync(docs).filter((name) => name.endsWith('.md')).sort().map((name) => join(docs, name))];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The ```ts blocks inside the TSDoc comments of src/: the lines between `/**` and `*\/` without their ` * `. */
function tsdocBlocks(root: string, file: string): DocBlock[] {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('```ts')) return [];
  // Lines outside comments become empty, so line numbers stay those of the file and no fence is found in code.
  let inComment = false;
  const lines = text.split('\n').map((line) => {
    const trimmed = line.trim();
    if (!inComment && trimmed.startsWith('/**')) inComment = true;
    const stripped = inComment ? line.replace(/^\s*(?:\/\*\*|\*\/|\*)? ?/, '') : '';
    if (inComment && trimmed.endsWith('*/')) inComment = false;
    return stripped;
  });
  return blocksOf(root, file, lines, false);
}

export function docBlocks(root: string): DocBlock[] {
  return [
    ...markdownFiles(root).flatMap((file) => blocksOf(root, file, readFileSync(file, 'utf8').split('\n'), true)),
    ...sourceFiles(join(root, 'src')).flatMap((file) => tsdocBlocks(root, file)),
  ];
}

/**
 * The block as a module. A fragment's declarations come first, on one line each as written; `export {}` makes every
 * block a module (its own scope, top-level await), even a block without imports.
 */
export function moduleText(block: DocBlock): { readonly text: string; readonly codeOffset: number } {
  const prelude = block.context === '' ? [] : block.context.split('\n');
  const lines = [...prelude, block.code, 'export {};'];
  return { text: lines.join('\n'), codeOffset: prelude.length };
}
