/**
 * Turns version ranges into the integer comparisons the generated code uses. Every condition is
 * simplified against the range the code is already known to run in, so a field present in all
 * supported versions gets no check at all and a nested check never repeats an outer one.
 */
import { intersectRanges, type VersionRange } from './spec-model.js';

/** `true`/`false` when decided at generation time, else a TypeScript boolean expression. @internal */
export type Condition = boolean | string;

/** The condition "version is in `range`" for code that only runs for versions in `context`. @internal */
export function versionCondition(range: VersionRange | null, context: VersionRange): Condition {
  const overlap = intersectRanges(range, context);
  if (overlap === null) return false;
  const coversLow = overlap.lowest <= context.lowest;
  const coversHigh = overlap.highest >= context.highest;
  if (coversLow && coversHigh) return true;
  if (coversLow) return `version <= ${overlap.highest}`;
  if (coversHigh) return `version >= ${overlap.lowest}`;
  return `version >= ${overlap.lowest} && version <= ${overlap.highest}`;
}

/** Negation of a condition. @internal */
export function notCondition(condition: Condition): Condition {
  return typeof condition === 'boolean' ? !condition : `!(${condition})`;
}

/** Indents generated lines by one level. @internal */
export function indent(lines: readonly string[]): string[] {
  return lines.map((line) => (line === '' ? line : `  ${line}`));
}

/** `if (condition) { whenTrue } else { whenFalse }`, folded when the condition is constant. @internal */
export function branch(condition: Condition, whenTrue: () => string[], whenFalse: () => string[]): string[] {
  if (condition === true) return whenTrue();
  if (condition === false) return whenFalse();
  const yes = whenTrue();
  const no = whenFalse();
  if (no.length === 0) return [`if (${condition}) {`, ...indent(yes), '}'];
  if (yes.length === 0) return [`if (!(${condition})) {`, ...indent(no), '}'];
  return [`if (${condition}) {`, ...indent(yes), '} else {', ...indent(no), '}'];
}

/** `condition ? whenTrue : whenFalse` as an expression, folded when constant. @internal */
export function choose(condition: Condition, whenTrue: string, whenFalse: string): string {
  if (condition === true) return whenTrue;
  if (condition === false) return whenFalse;
  return `(${condition} ? ${whenTrue} : ${whenFalse})`;
}
