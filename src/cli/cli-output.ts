/**
 * How the admin CLI prints: aligned tables for people (columns padded to their widest cell, two spaces apart, as
 * `kafka-transactions.sh` prints them), JSON for scripts (bigints as decimal strings, so producer ids and offsets
 * keep every digit), and durations as `3m 12s`.
 */

/** A table: header names and rows of cells. @internal */
export interface Table {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * The table as text, one line per row, with a trailing newline; a table without rows prints its headers and
 * `(none)`.
 * @internal
 */
export function formatTable(table: Table): string {
  const widths = table.headers.map((header, column) => Math.max(header.length, ...table.rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ').trimEnd();
  return `${[line(table.headers), ...table.rows.map(line)].join('\n')}\n${table.rows.length === 0 ? '(none)\n' : ''}`;
}

/** `value` as indented JSON with bigints as strings, and a trailing newline. @internal */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, (_key, each: unknown) => (typeof each === 'bigint' ? each.toString() : each), 2)}\n`;
}

/** A duration in ms as `2d 3h`, `3h 5m`, `4m 12s`, `12s` or `850ms` (two units at most). @internal */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '-';
  const negative = ms < 0;
  let rest = Math.abs(Math.round(ms));
  if (rest < 1_000) return `${negative ? '-' : ''}${rest}ms`;
  const units: [string, number][] = [['d', 86_400_000], ['h', 3_600_000], ['m', 60_000], ['s', 1_000]];
  const parts: string[] = [];
  for (const [name, size] of units) {
    if (rest >= size || parts.length > 0) {
      parts.push(`${Math.floor(rest / size)}${name}`);
      rest %= size;
    }
    if (parts.length === 2) break;
  }
  return `${negative ? '-' : ''}${parts.filter((part, index) => index === 0 || !part.startsWith('0')).join(' ')}`;
}
