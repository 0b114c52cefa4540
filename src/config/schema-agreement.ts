/**
 * Compile-time agreement between a hand-written options interface and the input type of the zod schema that
 * validates it: same option names, and for each the same value type (ignoring `undefined`, which zod adds to
 * every optional input, `readonly`, and optionality, at any depth). A mismatch makes `Agrees` false, so a `true` constant
 * typed with it stops compiling.
 */

type Normalize<T> = T extends undefined
  ? never
  : T extends ((...args: never[]) => unknown) | Buffer
    ? T
    : T extends readonly (infer Element)[]
      ? Normalize<Element>[]
      : T extends object
        ? { [Key in keyof T]-?: Normalize<T[Key]> }
        : T;

type SameType<A, B> = [Normalize<A>] extends [Normalize<B>] ? ([Normalize<B>] extends [Normalize<A>] ? true : false) : false;

type SameKeys<A, B> = [Exclude<keyof A, keyof B>] extends [never] ? ([Exclude<keyof B, keyof A>] extends [never] ? true : false) : false;

/**
 * `true` when `Interface` and `SchemaInput` have the same option names and types, else `false`.
 * @internal
 */
export type Agrees<Interface, SchemaInput> = SameKeys<Interface, SchemaInput> extends true
  ? false extends { [Key in keyof Interface & keyof SchemaInput]-?: SameType<Interface[Key], SchemaInput[Key]> }[keyof Interface & keyof SchemaInput]
    ? false
    : true
  : false;

/**
 * Compiles only when `Check` is `true`: `export type X = AssertAgrees<Agrees<Interface, SchemaInput>>`.
 * @internal
 */
export type AssertAgrees<Check extends true> = Check;
