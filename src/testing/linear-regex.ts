/**
 * A regular-expression matcher that runs in time linear in the input (Thompson's construction simulated
 * as a set of states, as RE2 does), for patterns that clients send to the broker: ListTransactions v2's
 * `TransactionalIdPattern` (KIP-1152). Kafka compiles that pattern with RE2J for the same reason: a
 * backtracking engine (Java's `java.util.regex`, JavaScript's `RegExp`) takes exponential time on `(a+)+`
 * against `aaaa...b`, and one request would block the broker.
 *
 * Syntax (the RE2 subset transactional-id filters need): literals; `.`; classes `[a-z0-9_]`, `[^...]`;
 * escapes `\d \D \w \W \s \S \t \n \r` and any escaped punctuation; groups `(...)`, `(?:...)`,
 * `(?<name>...)`, `(?P<name>...)`; alternation `|`; quantifiers `* + ? {n} {n,} {n,m}` and their lazy
 * forms (the same for a yes/no match); anchors `^` and `$`. Anything else (backreferences, lookaround,
 * flags, `\b`) is rejected with {@link RegexSyntaxError}, as RE2 rejects backreferences and lookaround.
 * A pattern compiling to more than {@link MAX_PROGRAM_SIZE} states (e.g. `(a{1000}){1000}`) is rejected too.
 */

/**
 * The pattern is not valid in the supported syntax, or too large.
 * @internal
 */
export class RegexSyntaxError extends Error {
  constructor(pattern: string, detail: string) {
    super(`invalid regular expression '${pattern}': ${detail}`);
    this.name = 'RegexSyntaxError';
  }
}

/** Largest compiled program (states); RE2 bounds its programs the same way. */
export const MAX_PROGRAM_SIZE = 10_000;
/** Largest repetition count in `{n,m}` (RE2's limit). */
const MAX_REPEAT = 1000;

type CharTest = (codePoint: number) => boolean;

type Node =
  | { readonly kind: 'char'; readonly test: CharTest }
  | { readonly kind: 'concat'; readonly items: readonly Node[] }
  | { readonly kind: 'alt'; readonly options: readonly [Node, ...Node[]] }
  | { readonly kind: 'repeat'; readonly item: Node; readonly min: number; readonly max: number }
  | { readonly kind: 'begin' }
  | { readonly kind: 'end' };

type SplitInstruction = { op: 'split'; next: number; alt: number };
type Instruction =
  | { op: 'char'; test: CharTest; next: number }
  | SplitInstruction
  | { op: 'jump'; next: number }
  | { op: 'begin'; next: number }
  | { op: 'end'; next: number }
  | { op: 'match' };

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isWord: CharTest = (c) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isSpace: CharTest = (c) => c === 32 || (c >= 9 && c <= 13);
const not = (test: CharTest): CharTest => (c) => !test(c);

/** Parser over the pattern's code points. */
class Parser {
  private readonly chars: number[];
  private position = 0;

  constructor(private readonly pattern: string) {
    this.chars = Array.from(pattern, (char) => char.codePointAt(0) ?? 0);
  }

  parse(): Node {
    const node = this.alternation();
    if (this.position < this.chars.length) this.fail(`unexpected '${String.fromCodePoint(this.peek())}'`);
    return node;
  }

  private fail(detail: string): never {
    throw new RegexSyntaxError(this.pattern, `${detail} at ${this.position}`);
  }

  private peek(): number {
    return this.chars[this.position] ?? -1;
  }

  private eat(char: string): boolean {
    if (this.peek() !== char.codePointAt(0)) return false;
    this.position++;
    return true;
  }

  private alternation(): Node {
    const first = this.concatenation();
    if (!this.eat('|')) return first;
    const options: [Node, ...Node[]] = [first];
    do options.push(this.concatenation()); while (this.eat('|'));
    return { kind: 'alt', options };
  }

  private concatenation(): Node {
    const items: Node[] = [];
    while (this.position < this.chars.length && this.peek() !== 0x7c && this.peek() !== 0x29) items.push(this.repetition());
    return { kind: 'concat', items };
  }

  private repetition(): Node {
    let node = this.atom();
    for (;;) {
      let min: number;
      let max: number;
      if (this.eat('*')) [min, max] = [0, Infinity];
      else if (this.eat('+')) [min, max] = [1, Infinity];
      else if (this.eat('?')) [min, max] = [0, 1];
      else if (this.peek() === 0x7b && this.isCountedRepeat()) [min, max] = this.countedRepeat();
      else return node;
      if (node.kind === 'begin' || node.kind === 'end') this.fail('nothing to repeat');
      this.eat('?'); // lazy: the same yes/no answer
      node = { kind: 'repeat', item: node, min, max };
    }
  }

  private isCountedRepeat(): boolean {
    let index = this.position + 1;
    while (isDigit(this.chars[index] ?? -1) || this.chars[index] === 0x2c) index++;
    return this.chars[index] === 0x7d && isDigit(this.chars[this.position + 1] ?? -1);
  }

  private countedRepeat(): [number, number] {
    this.position++; // '{'
    const min = this.number();
    let max = min;
    if (this.eat(',')) max = isDigit(this.peek()) ? this.number() : Infinity;
    this.eat('}');
    if (min > MAX_REPEAT || (max !== Infinity && (max > MAX_REPEAT || max < min))) this.fail(`bad repetition {${min},${max}}`);
    return [min, max];
  }

  private number(): number {
    let value = 0;
    while (isDigit(this.peek())) {
      value = value * 10 + this.peek() - 48;
      if (value > MAX_REPEAT) this.fail('repetition count too large');
      this.position++;
    }
    return value;
  }

  private atom(): Node {
    const char = this.peek();
    this.position++;
    switch (char) {
      case 0x28: return this.group(); // (
      case 0x5b: return { kind: 'char', test: this.charClass() }; // [
      case 0x2e: return { kind: 'char', test: (c) => c !== 10 }; // . (no newline, as RE2)
      case 0x5e: return { kind: 'begin' }; // ^
      case 0x24: return { kind: 'end' }; // $
      case 0x5c: return { kind: 'char', test: this.escape(false) }; // \
      case 0x2a: case 0x2b: case 0x3f: return this.fail('nothing to repeat');
      default: return { kind: 'char', test: (c) => c === char };
    }
  }

  private group(): Node {
    if (this.eat('?')) {
      if (this.eat(':')) {
        // non-capturing
      } else if (this.eat('P') || this.peek() === 0x3c) {
        if (!this.eat('<')) this.fail('bad group name');
        while (isWord(this.peek())) this.position++;
        if (!this.eat('>')) this.fail('bad group name');
      } else {
        this.fail('unsupported group (lookaround and flags are not supported)');
      }
    }
    const inner = this.alternation();
    if (!this.eat(')')) this.fail('missing )');
    return inner;
  }

  private charClass(): CharTest {
    const negate = this.eat('^');
    const tests: CharTest[] = [];
    let first = true;
    while (first || this.peek() !== 0x5d) {
      first = false;
      if (this.position >= this.chars.length) this.fail('missing ]');
      let low: number;
      if (this.eat('\\')) {
        const escaped = this.escape(true);
        if (typeof escaped !== 'number') {
          tests.push(escaped);
          continue;
        }
        low = escaped;
      } else {
        low = this.peek();
        this.position++;
      }
      if (this.peek() === 0x2d && this.chars[this.position + 1] !== 0x5d && this.position + 1 < this.chars.length) {
        this.position++;
        let high = this.peek();
        this.position++;
        if (high === 0x5c) {
          const escaped = this.escape(true);
          if (typeof escaped !== 'number') this.fail('bad range');
          high = escaped;
        }
        if (high < low) this.fail('bad range');
        tests.push((c) => c >= low && c <= high);
      } else {
        const only = low;
        tests.push((c) => c === only);
      }
    }
    this.position++; // ']'
    const inClass: CharTest = (c) => tests.some((test) => test(c));
    return negate ? not(inClass) : inClass;
  }

  /** After a backslash: a class test, or (inside a class, `literal` true) the code point of a literal escape. */
  private escape(literal: true): CharTest | number;
  private escape(literal: false): CharTest;
  private escape(literal: boolean): CharTest | number {
    const char = this.peek();
    if (char < 0) this.fail('trailing backslash');
    this.position++;
    const letter = String.fromCodePoint(char);
    const classes: Readonly<Record<string, CharTest>> = { d: isDigit, D: not(isDigit), w: isWord, W: not(isWord), s: isSpace, S: not(isSpace) };
    const named = classes[letter];
    if (named !== undefined) return named;
    const controls: Readonly<Record<string, number>> = { t: 9, n: 10, r: 13, f: 12, v: 11 };
    const code = controls[letter] ?? (isWord(char) ? undefined : char);
    if (code === undefined) this.fail(`unsupported escape \\${letter}`);
    return literal ? code : (c: number) => c === code;
  }
}

/** Compiles the AST into a program; `program[start]` is the entry. */
function compile(pattern: string, root: Node): Instruction[] {
  const program: Instruction[] = [];
  const emit = (instruction: Instruction): number => {
    if (program.length >= MAX_PROGRAM_SIZE) throw new RegexSyntaxError(pattern, `more than ${MAX_PROGRAM_SIZE} states`);
    program.push(instruction);
    return program.length - 1;
  };
  // Each fragment is compiled so that it continues at whatever index follows it: `patch` lists the
  // instructions whose `next`/`alt` must point there.
  type Hole = { readonly index: number; readonly field: 'next' | 'alt' };
  const fill = (holes: readonly Hole[], target: number): void => {
    for (const hole of holes) {
      const instruction = program[hole.index];
      if (instruction === undefined || instruction.op === 'match') continue;
      if (hole.field === 'alt' && instruction.op === 'split') instruction.alt = target;
      else if (hole.field === 'next') instruction.next = target;
    }
  };
  const fragment = (node: Node): { start: number; holes: Hole[] } => {
    switch (node.kind) {
      case 'char': {
        const index = emit({ op: 'char', test: node.test, next: -1 });
        return { start: index, holes: [{ index, field: 'next' }] };
      }
      case 'begin':
      case 'end': {
        const index = emit({ op: node.kind, next: -1 });
        return { start: index, holes: [{ index, field: 'next' }] };
      }
      case 'concat': {
        if (node.items.length === 0) {
          const index = emit({ op: 'jump', next: -1 });
          return { start: index, holes: [{ index, field: 'next' }] };
        }
        let start = -1;
        let holes: Hole[] = [];
        for (const item of node.items) {
          const next = fragment(item);
          if (start < 0) start = next.start;
          else fill(holes, next.start);
          holes = next.holes;
        }
        return { start, holes };
      }
      case 'alt': {
        const [first, second, ...rest] = node.options;
        if (second === undefined) return fragment(first);
        const instruction: SplitInstruction = { op: 'split', next: -1, alt: -1 };
        const split = emit(instruction);
        const left = fragment(first);
        const right = fragment({ kind: 'alt', options: [second, ...rest] });
        instruction.next = left.start;
        instruction.alt = right.start;
        return { start: split, holes: [...left.holes, ...right.holes] };
      }
      case 'repeat': {
        if (node.min === 0 && (node.max === 1 || node.max === Infinity)) {
          const instruction: SplitInstruction = { op: 'split', next: -1, alt: -1 };
          const split = emit(instruction);
          const body = fragment(node.item);
          instruction.next = body.start;
          // x?: continue after the body or skip it; x*: loop back to the split, leave by skipping.
          if (node.max === Infinity) fill(body.holes, split);
          return { start: split, holes: node.max === Infinity ? [{ index: split, field: 'alt' }] : [{ index: split, field: 'alt' }, ...body.holes] };
        }
        // x{n,m} = n copies of x, then (x(x(...)?)?)? for the m-n optional ones; x{n,} = n copies, then x*.
        const items: Node[] = Array.from({ length: node.min }, () => node.item);
        if (node.max === Infinity) {
          items.push({ kind: 'repeat', item: node.item, min: 0, max: Infinity });
        } else {
          let optional: Node | undefined;
          for (let count = node.min; count < node.max; count++) {
            optional = { kind: 'repeat', item: optional === undefined ? node.item : { kind: 'concat', items: [node.item, optional] }, min: 0, max: 1 };
          }
          if (optional !== undefined) items.push(optional);
        }
        return fragment({ kind: 'concat', items });
      }
    }
  };
  const body = fragment(root);
  const match = emit({ op: 'match' });
  fill(body.holes, match);
  // The entry goes first for readability of dumps; callers only need the start index.
  program.push({ op: 'jump', next: body.start });
  return program;
}

/**
 * A compiled pattern that matches whole strings in linear time.
 * @internal
 */
export class LinearRegex {
  private readonly program: Instruction[];
  private readonly start: number;

  /** @throws {@link RegexSyntaxError} */
  constructor(pattern: string) {
    this.program = compile(pattern, new Parser(pattern).parse());
    this.start = this.program.length - 1;
  }

  /** True when the whole of `input` matches (Java's `Matcher.matches()`). */
  matches(input: string): boolean {
    const codePoints = Array.from(input, (char) => char.codePointAt(0) ?? 0);
    const seen = new Int32Array(this.program.length).fill(-1);
    let current: number[] = [];
    let generation = 0;
    const add = (list: number[], index: number, position: number): void => {
      // Iterative epsilon closure: each state at most once per step.
      const stack = [index];
      for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
        if (seen[at] === generation) continue;
        seen[at] = generation;
        const instruction = this.program[at];
        if (instruction === undefined) continue;
        switch (instruction.op) {
          case 'jump': stack.push(instruction.next); break;
          case 'split': stack.push(instruction.alt, instruction.next); break;
          case 'begin': if (position === 0) stack.push(instruction.next); break;
          case 'end': if (position === codePoints.length) stack.push(instruction.next); break;
          case 'char': case 'match': list.push(at); break;
        }
      }
    };
    add(current, this.start, 0);
    for (let position = 0; position < codePoints.length && current.length > 0; position++) {
      const codePoint = codePoints[position] ?? 0;
      generation++;
      const next: number[] = [];
      for (const at of current) {
        const instruction = this.program[at];
        if (instruction?.op === 'char' && instruction.test(codePoint)) add(next, instruction.next, position + 1);
      }
      current = next;
    }
    return current.some((at) => this.program[at]?.op === 'match');
  }
}
