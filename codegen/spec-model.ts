/**
 * Step 2 of the generator: turn raw specs into a model where every version question has already been
 * answered against the *supported* range of the message (valid versions minus an unstable latest one,
 * as Kafka's `MessageGenerator` does for `latestVersionUnstable`). The emitter only asks "is this
 * range always / never / sometimes true for this message", which keeps generated code to plain
 * integer comparisons.
 */
import type { RawField, RawSpec } from './read-spec.js';

/** An inclusive version range; `highest` is `Infinity` for "N+". @internal */
export interface VersionRange {
  readonly lowest: number;
  readonly highest: number;
}

/** Kafka's primitive field types. @internal */
export const PRIMITIVE_TYPES = [
  'bool',
  'int8',
  'int16',
  'uint16',
  'int32',
  'int64',
  'float64',
  'string',
  'bytes',
  'uuid',
  'records',
] as const;

/** @internal */
export type PrimitiveName = (typeof PRIMITIVE_TYPES)[number];

/** A field's type after struct names have been resolved. @internal */
export type FieldType =
  | { readonly kind: 'primitive'; readonly name: PrimitiveName }
  | { readonly kind: 'array'; readonly element: FieldType }
  | { readonly kind: 'struct'; readonly struct: StructModel };

/** A field's default, already parsed for its type. @internal */
export type DefaultValue =
  | { readonly kind: 'null' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'bigint'; readonly value: bigint }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'uuid-zero' }
  | { readonly kind: 'empty-bytes' }
  | { readonly kind: 'empty-array' }
  | { readonly kind: 'struct' };

/** One field, with every range clipped to the message's supported versions. @internal */
export interface FieldModel {
  readonly specName: string;
  readonly propertyName: string;
  readonly about: string;
  readonly type: FieldType;
  /** Versions in which the field exists (never empty: fields outside the supported range are dropped). */
  readonly versions: VersionRange;
  /** Versions in which null may be written; null when never. */
  readonly nullableVersions: VersionRange | null;
  /** True when the TypeScript type admits null (nullable in some version, or null default). */
  readonly nullable: boolean;
  readonly tag: number | null;
  /** Versions in which the field is written in the tagged-field section. */
  readonly taggedVersions: VersionRange | null;
  /** Versions in which the field uses compact encodings (field-level `flexibleVersions` wins). */
  readonly flexibleVersions: VersionRange | null;
  readonly ignorable: boolean;
  readonly defaultValue: DefaultValue;
}

/** A struct: the message body itself, an inline struct or a common struct. @internal */
export interface StructModel {
  readonly specName: string;
  /** The exported TypeScript name: the message name, or `<MessageName><StructName>`. */
  readonly typeName: string;
  fields: FieldModel[];
}

/** A whole spec file, ready to emit. @internal */
export interface MessageModel {
  readonly specName: string;
  readonly fileName: string;
  readonly kind: RawSpec['type'];
  /** -1 for headers and data. */
  readonly apiKey: number;
  readonly minVersion: number;
  readonly maxVersion: number;
  /** The message's flexible versions within the supported range, or null. */
  readonly flexibleVersions: VersionRange | null;
  readonly root: StructModel;
  /** Nested structs, parents before children, in spec order. */
  readonly structs: readonly StructModel[];
}

/** Parses "3+", "2-4", "5" or "none" (null). @internal */
export function parseVersionRange(text: string): VersionRange | null {
  const trimmed = text.trim();
  if (trimmed === 'none') return null;
  const plus = /^(\d+)\+$/.exec(trimmed);
  if (plus) return { lowest: Number(plus[1]), highest: Infinity };
  const dash = /^(\d+)-(\d+)$/.exec(trimmed);
  if (dash) return { lowest: Number(dash[1]), highest: Number(dash[2]) };
  if (/^\d+$/.test(trimmed)) return { lowest: Number(trimmed), highest: Number(trimmed) };
  throw new Error(`bad version range ${JSON.stringify(text)}`);
}

/** The overlap of two ranges, or null. @internal */
export function intersectRanges(a: VersionRange | null, b: VersionRange | null): VersionRange | null {
  if (a === null || b === null) return null;
  const lowest = Math.max(a.lowest, b.lowest);
  const highest = Math.min(a.highest, b.highest);
  return lowest <= highest ? { lowest, highest } : null;
}

/** True when `inner` is inside `outer`. @internal */
export function rangeCovers(outer: VersionRange | null, inner: VersionRange): boolean {
  return outer !== null && outer.lowest <= inner.lowest && outer.highest >= inner.highest;
}

/** `TransactionalId` -> `transactionalId`. @internal */
export function camelCase(specName: string): string {
  return specName.charAt(0).toLowerCase() + specName.slice(1);
}

/** The supported range of a spec: valid versions minus an unstable latest version. @internal */
export function supportedRange(spec: RawSpec): VersionRange | null {
  const valid = parseVersionRange(spec.validVersions);
  if (valid === null) return null;
  const highest = spec.latestVersionUnstable ? valid.highest - 1 : valid.highest;
  return highest >= valid.lowest ? { lowest: valid.lowest, highest } : null;
}

function isPrimitive(name: string): name is PrimitiveName {
  return (PRIMITIVE_TYPES as readonly string[]).includes(name);
}

class ModelBuilder {
  private readonly structs = new Map<string, StructModel>();
  private readonly ordered: StructModel[] = [];
  private readonly common = new Map<string, readonly RawField[]>();

  constructor(
    private readonly spec: RawSpec,
    private readonly range: VersionRange,
    private readonly flexible: VersionRange | null,
  ) {
    for (const struct of spec.commonStructs) this.common.set(struct.name, struct.fields);
  }

  build(): { root: StructModel; structs: StructModel[] } {
    const root: StructModel = { specName: this.spec.name, typeName: this.spec.name, fields: [] };
    root.fields = this.buildFields(this.spec.fields, this.spec.fileName);
    return { root, structs: this.ordered };
  }

  private buildFields(raw: readonly RawField[], where: string): FieldModel[] {
    const fields: FieldModel[] = [];
    for (const field of raw) {
      const model = this.buildField(field, `${where}.${field.name}`);
      if (model !== null) fields.push(model);
    }
    return fields;
  }

  private buildField(raw: RawField, where: string): FieldModel | null {
    const versions = intersectRanges(parseVersionRange(raw.versions), this.range);
    if (versions === null) return null;
    const type = this.resolveType(raw, raw.type, where);
    const nullableVersions = intersectRanges(
      raw.nullableVersions === undefined ? null : parseVersionRange(raw.nullableVersions),
      versions,
    );
    const taggedVersions =
      raw.tag === undefined
        ? null
        : intersectRanges(parseVersionRange(raw.taggedVersions ?? raw.versions), intersectRanges(versions, this.flexible));
    const fieldFlexible =
      raw.flexibleVersions === undefined ? this.flexible : intersectRanges(parseVersionRange(raw.flexibleVersions), this.range);
    const defaultValue = parseDefault(raw, type, nullableVersions !== null, where);
    return {
      specName: raw.name,
      propertyName: camelCase(raw.name),
      about: raw.about,
      type,
      versions,
      nullableVersions,
      nullable: nullableVersions !== null || defaultValue.kind === 'null',
      tag: raw.tag ?? null,
      taggedVersions,
      flexibleVersions: fieldFlexible,
      ignorable: raw.ignorable,
      defaultValue,
    };
  }

  private resolveType(raw: RawField, typeText: string, where: string): FieldType {
    if (typeText.startsWith('[]')) return { kind: 'array', element: this.resolveType(raw, typeText.slice(2), where) };
    if (isPrimitive(typeText)) return { kind: 'primitive', name: typeText };
    if (!/^[A-Z]/.test(typeText)) throw new Error(`${where}: unknown type ${typeText}`);
    return { kind: 'struct', struct: this.resolveStruct(typeText, raw.fields, where) };
  }

  private resolveStruct(name: string, inline: readonly RawField[] | undefined, where: string): StructModel {
    const existing = this.structs.get(name);
    if (existing !== undefined) {
      if (inline !== undefined && !this.common.has(name)) throw new Error(`${where}: struct ${name} defined twice`);
      return existing;
    }
    const fields = inline ?? this.common.get(name);
    if (fields === undefined) throw new Error(`${where}: unknown struct ${name}`);
    const struct: StructModel = { specName: name, typeName: `${this.spec.name}${name}`, fields: [] };
    this.structs.set(name, struct);
    this.ordered.push(struct);
    struct.fields = this.buildFields(fields, `${where}<${name}>`);
    return struct;
  }
}

function parseInteger(value: string | number | boolean, where: string): number {
  if (typeof value === 'boolean') throw new Error(`${where}: boolean default on an integer field`);
  const parsed = typeof value === 'number' ? value : /^-?0x/i.test(value) ? Number.parseInt(value, 16) : Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${where}: bad integer default ${JSON.stringify(value)}`);
  return parsed;
}

function parseDefault(raw: RawField, type: FieldType, nullable: boolean, where: string): DefaultValue {
  const value = raw.default;
  if (value === 'null') {
    if (!nullable) throw new Error(`${where}: null default on a non-nullable field`);
    return { kind: 'null' };
  }
  switch (type.kind) {
    case 'array':
      return { kind: 'empty-array' };
    case 'struct':
      return { kind: 'struct' };
    case 'primitive':
      switch (type.name) {
        case 'bool':
          return { kind: 'boolean', value: value === true || value === 'true' };
        case 'int8':
        case 'int16':
        case 'uint16':
        case 'int32':
          return { kind: 'number', value: value === undefined ? 0 : parseInteger(value, where) };
        case 'int64':
          return { kind: 'bigint', value: value === undefined ? 0n : BigInt(typeof value === 'boolean' ? parseInteger(value, where) : value) };
        case 'float64':
          return { kind: 'number', value: value === undefined ? 0 : Number(value) };
        case 'string':
          return { kind: 'string', value: value === undefined ? '' : String(value) };
        case 'uuid':
          return { kind: 'uuid-zero' };
        case 'bytes':
          return { kind: 'empty-bytes' };
        case 'records':
          // Kafka's generated Java leaves `records` fields null unless set; keep that where null is legal.
          return nullable ? { kind: 'null' } : { kind: 'empty-bytes' };
      }
  }
}

/** Builds the model of one spec, or null when it has no supported version (removed APIs). @internal */
export function buildMessageModel(spec: RawSpec, cap: VersionRange | null = null): MessageModel | null {
  let range = supportedRange(spec);
  if (range !== null && cap !== null) range = intersectRanges(range, cap);
  if (range === null) return null;
  const flexible = intersectRanges(parseVersionRange(spec.flexibleVersions), range);
  const { root, structs } = new ModelBuilder(spec, range, flexible).build();
  return {
    specName: spec.name,
    fileName: spec.fileName,
    kind: spec.type,
    apiKey: spec.apiKey ?? -1,
    minVersion: range.lowest,
    maxVersion: range.highest,
    flexibleVersions: flexible,
    root,
    structs,
  };
}
