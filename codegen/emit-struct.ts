/**
 * Step 3a: the TypeScript for one struct (a message body or a nested struct): its interface, its
 * `create` factory, and straight-line `encode`/`decode` functions with one statement per field and
 * integer version checks, mirroring what Kafka's `MessageDataGenerator` writes for Java.
 */
import type { FieldModel, FieldType, MessageModel, StructModel, VersionRange } from './spec-model.js';
import { rangeCovers } from './spec-model.js';
import { branch, choose, indent, notCondition, versionCondition, type Condition } from './version-conditions.js';

const RESERVED_LOCALS = new Set([
  'reader', 'version', 'message', 'taggedCount', 'tag', 'size', 'end', 'index',
  'default', 'class', 'function', 'new', 'delete', 'in', 'for', 'if', 'else', 'return', 'this', 'switch', 'case',
  'var', 'let', 'const', 'void', 'typeof', 'instanceof', 'do', 'while', 'break', 'continue', 'with', 'yield',
  'await', 'enum', 'export', 'import', 'super', 'try', 'catch', 'finally', 'throw', 'null', 'true', 'false',
]);

/** Which leading parameters a struct's encode/decode functions take (trailing unused ones are dropped). @internal */
export interface StructArity {
  encode: number;
  decode: number;
}

/** Emits the code of the structs of one message, sharing arity and is-default bookkeeping. @internal */
export class StructEmitter {
  /** Structs whose `isDefault...` helper is needed, filled while emitting. */
  readonly defaultChecks = new Set<StructModel>();
  private readonly arity = new Map<StructModel, StructArity>();
  private counter = 0;
  private readonly all: VersionRange;

  constructor(private readonly message: MessageModel) {
    this.all = { lowest: message.minVersion, highest: message.maxVersion };
  }

  /** TypeScript type of a field value. */
  typeOf(type: FieldType): string {
    switch (type.kind) {
      case 'struct':
        return type.struct.typeName;
      case 'array': {
        const element = this.typeOf(type.element);
        return `${element}[]`;
      }
      case 'primitive':
        switch (type.name) {
          case 'bool':
            return 'boolean';
          case 'int8':
          case 'int16':
          case 'uint16':
          case 'int32':
          case 'float64':
            return 'number';
          case 'int64':
            return 'bigint';
          case 'string':
            return 'string';
          case 'uuid':
            return 'Uuid';
          case 'bytes':
          case 'records':
            return 'Buffer';
        }
    }
  }

  fieldType(field: FieldModel): string {
    const base = this.typeOf(field.type);
    return field.nullable ? `${base} | null` : base;
  }

  defaultExpression(field: FieldModel): string {
    const value = field.defaultValue;
    switch (value.kind) {
      case 'null':
        return 'null';
      case 'number':
        return String(value.value);
      case 'bigint':
        return `${value.value}n`;
      case 'boolean':
        return String(value.value);
      case 'string':
        return JSON.stringify(value.value).replaceAll("'", "\\'").replace(/^"(.*)"$/, "'$1'");
      case 'uuid-zero':
        return 'ZERO_UUID';
      case 'empty-bytes':
        return 'EMPTY_BYTES';
      case 'empty-array':
        return '[]';
      case 'struct':
        if (field.type.kind !== 'struct') throw new Error(`${field.specName}: struct default on a non-struct`);
        return `create${field.type.struct.typeName}()`;
    }
  }

  /** An expression that is true when `expression` differs from the field's default. */
  nonDefault(field: FieldModel, expression: string): string {
    const value = field.defaultValue;
    switch (value.kind) {
      case 'null':
        return `${expression} !== null`;
      case 'boolean':
        return value.value ? `!${expression}` : expression;
      case 'number':
      case 'bigint':
      case 'string':
      case 'uuid-zero':
        return `${expression} !== ${this.defaultExpression(field)}`;
      case 'empty-bytes':
      case 'empty-array':
        return field.nullable ? `(${expression} === null || ${expression}.length !== 0)` : `${expression}.length !== 0`;
      case 'struct': {
        if (field.type.kind !== 'struct') throw new Error(`${field.specName}: struct default on a non-struct`);
        if (field.type.struct.fields.length === 0) return field.nullable ? `${expression} === null` : 'false';
        this.defaultChecks.add(field.type.struct);
        const check = `!isDefault${field.type.struct.typeName}(${expression})`;
        return field.nullable ? `(${expression} === null || ${check})` : check;
      }
    }
  }

  private next(): number {
    return this.counter++;
  }

  private flexibleCondition(field: FieldModel, context: VersionRange): Condition {
    return versionCondition(field.flexibleVersions, context);
  }

  private structCall(kind: 'encode' | 'decode', struct: StructModel, args: readonly string[]): string {
    const arity = this.arity.get(struct);
    if (arity === undefined) throw new Error(`struct ${struct.typeName} used before it was emitted`);
    return `${kind}${struct.typeName}(${args.slice(0, arity[kind]).join(', ')})`;
  }

  // ---- encoding ----

  private writeValue(field: FieldModel, type: FieldType, expression: string, flexible: Condition, nullable: Condition, context: VersionRange, topLevel: boolean): string[] {
    switch (type.kind) {
      case 'primitive':
        switch (type.name) {
          case 'bool':
            return [`writer.writeBoolean(${expression});`];
          case 'int8':
            return [`writer.writeInt8(${expression});`];
          case 'int16':
            return [`writer.writeInt16(${expression});`];
          case 'uint16':
            return [`writer.writeUInt16(${expression});`];
          case 'int32':
            return [`writer.writeInt32(${expression});`];
          case 'int64':
            return [`writer.writeInt64(${expression});`];
          case 'float64':
            return [`writer.writeFloat64(${expression});`];
          case 'uuid':
            return [`writer.writeUuid(${expression});`];
          case 'string':
            return branch(flexible, () => [`writer.writeCompactString(${expression});`], () => [`writer.writeString(${expression});`]);
          case 'bytes':
          case 'records':
            return branch(flexible, () => [`writer.writeCompactBytes(${expression});`], () => [`writer.writeBytes(${expression});`]);
        }
      // eslint-disable-next-line no-fallthrough -- the inner switch is exhaustive and returns
      case 'array': {
        const item = `item${this.next()}`;
        const body = [
          ...branch(flexible, () => [`writer.writeCompactArrayLength(${expression}.length);`], () => [`writer.writeArrayLength(${expression}.length);`]),
          `for (const ${item} of ${expression}) {`,
          ...indent(this.writeValue(field, type.element, item, flexible, false, context, false)),
          '}',
        ];
        if (!(topLevel && field.nullable)) return body;
        return [
          `if (${expression} === null) {`,
          ...indent(branch(flexible, () => ['writer.writeCompactArrayLength(null);'], () => ['writer.writeArrayLength(null);'])),
          '} else {',
          ...indent(body),
          '}',
        ];
      }
      case 'struct': {
        const call = `${this.structCall('encode', type.struct, ['writer', expression, 'version'])};`;
        if (!(topLevel && field.nullable)) return [call];
        // Kafka writes a nullable struct behind an int8 marker: -1 for null, 1 for present.
        return [
          `if (${expression} === null) {`,
          ...indent(branch(nullable, () => ['writer.writeInt8(-1);'], () => [])),
          '} else {',
          ...indent([...branch(nullable, () => ['writer.writeInt8(1);'], () => []), call]),
          '}',
        ];
      }
    }
  }

  /** Statements writing one field that is present in `field.versions`. */
  private writeField(struct: StructModel, field: FieldModel, flexibleOverride: Condition | null): string[] {
    const context = field.taggedVersions ?? field.versions;
    const expression = `message.${field.propertyName}`;
    const nullable = versionCondition(field.nullableVersions, context);
    const lines: string[] = [];
    if (field.nullable && nullable !== true) {
      lines.push(
        ...branch(notCondition(nullable), () => [
          `if (${expression} === null) throw nullFieldError('${struct.typeName}', '${field.specName}', version);`,
        ], () => []),
      );
    }
    const flexible = flexibleOverride ?? this.flexibleCondition(field, context);
    lines.push(...this.writeValue(field, field.type, expression, flexible, nullable, context, true));
    return lines;
  }

  private missingCheck(struct: StructModel, field: FieldModel, present: Condition): string[] {
    if (field.ignorable || present === true) return [];
    const check = `if (${this.nonDefault(field, `message.${field.propertyName}`)}) throw missingFieldError('${struct.typeName}', '${field.specName}', version);`;
    return branch(notCondition(present), () => [check], () => []);
  }

  private encodeBody(struct: StructModel): string[] {
    const lines: string[] = [];
    const tagged = struct.fields.filter((field) => field.tag !== null).sort((a, b) => (a.tag ?? 0) - (b.tag ?? 0));
    for (const field of struct.fields) {
      if (field.tag !== null) {
        lines.push(...this.missingCheck(struct, field, versionCondition(field.taggedVersions, this.all)));
        continue;
      }
      const present = versionCondition(field.versions, this.all);
      lines.push(...branch(present, () => this.writeField(struct, field, null), () => this.missingCheck(struct, field, false)));
    }
    const flexible = versionCondition(this.message.flexibleVersions, this.all);
    lines.push(
      ...branch(flexible, () => {
        if (tagged.length === 0) return ['writer.writeUVarint(0);'];
        const taggedLines = ['let taggedCount = 0;'];
        const writes: string[] = [];
        for (const field of tagged) {
          const present = versionCondition(field.taggedVersions, this.all);
          if (present === false) continue;
          const when = present === true ? this.nonDefault(field, `message.${field.propertyName}`) : `${present} && ${this.nonDefault(field, `message.${field.propertyName}`)}`;
          taggedLines.push(`if (${when}) taggedCount++;`);
          writes.push(`if (${when}) {`, ...indent([
            `const start = beginTaggedField(writer, ${field.tag ?? 0});`,
            ...this.writeField(struct, field, true),
            'endTaggedField(writer, start);',
          ]), '}');
        }
        return [...taggedLines, 'writer.writeUVarint(taggedCount);', ...writes];
      }, () => []),
    );
    return lines;
  }

  // ---- decoding ----

  private readExpression(struct: StructModel, field: FieldModel, type: FieldType, flexible: Condition, nullable: Condition, topLevel: boolean): string {
    const guard = (expression: string): string =>
      topLevel && field.nullable ? expression : `nonNull(${expression}, '${struct.typeName}', '${field.specName}', reader)`;
    switch (type.kind) {
      case 'primitive':
        switch (type.name) {
          case 'bool':
            return 'reader.readBoolean()';
          case 'int8':
            return 'reader.readInt8()';
          case 'int16':
            return 'reader.readInt16()';
          case 'uint16':
            return 'reader.readUInt16()';
          case 'int32':
            return 'reader.readInt32()';
          case 'int64':
            return 'reader.readInt64()';
          case 'float64':
            return 'reader.readFloat64()';
          case 'uuid':
            return 'reader.readUuid()';
          case 'string':
            return guard(choose(flexible, 'reader.readCompactString()', 'reader.readString()'));
          case 'bytes':
          case 'records':
            return guard(choose(flexible, 'reader.readCompactBytes()', 'reader.readBytes()'));
        }
      // eslint-disable-next-line no-fallthrough -- the inner switch is exhaustive and returns
      case 'struct': {
        const call = this.structCall('decode', type.struct, ['reader', 'version']);
        if (!(topLevel && field.nullable) || nullable === false) return call;
        const marker = nullable === true ? 'reader.readInt8() < 0' : `${nullable} && reader.readInt8() < 0`;
        return `(${marker} ? null : ${call})`;
      }
      case 'array':
        throw new Error(`${struct.typeName}.${field.specName}: arrays are read by readInto`);
    }
  }

  /** Statements assigning one field's value read from the wire to `target`. */
  private readInto(struct: StructModel, field: FieldModel, target: string, flexible: Condition, nullable: Condition, declare = false): string[] {
    if (field.type.kind !== 'array') {
      return [`${target} = ${this.readExpression(struct, field, field.type, flexible, nullable, true)};`];
    }
    const element = field.type.element;
    if (element.kind === 'array') throw new Error(`${struct.typeName}.${field.specName}: nested arrays are not supported`);
    const id = this.next();
    const length = choose(
      flexible,
      `reader.readCompactArrayLength(${this.minSize(element)})`,
      `reader.readArrayLength(${this.minSize(element)})`,
    );
    const array = declare ? target : `array${id}`;
    const fill = [
      `const ${array}: ${this.typeOf(element)}[] = [];`,
      `for (let index = 0; index < count${id}; index++) ${array}.push(${this.readExpression(struct, field, element, flexible, false, false)});`,
      ...(declare ? [] : [`${target} = ${array};`]),
    ];
    if (!field.nullable) {
      return [`const count${id} = nonNull(${length}, '${struct.typeName}', '${field.specName}', reader);`, ...fill];
    }
    return [`const count${id} = ${length};`, `if (count${id} === null) {`, `  ${target} = null;`, '} else {', ...indent(fill), '}'];
  }

  /** A lower bound of an element's encoded size, so hostile array counts fail before allocation. */
  private minSize(type: FieldType): number {
    switch (type.kind) {
      case 'array':
        return 1;
      case 'struct': {
        let size = 0;
        for (const field of type.struct.fields) {
          if (field.tag === null && rangeCovers(field.versions, this.all)) {
            size += field.nullable && field.type.kind === 'struct' ? 1 : this.minSize(field.type);
          }
        }
        return Math.max(1, size);
      }
      case 'primitive':
        switch (type.name) {
          case 'bool':
          case 'int8':
          case 'string':
          case 'bytes':
          case 'records':
            return 1;
          case 'int16':
          case 'uint16':
            return 2;
          case 'int32':
            return 4;
          case 'int64':
          case 'float64':
            return 8;
          case 'uuid':
            return 16;
        }
    }
  }

  private localName(field: FieldModel): string {
    return RESERVED_LOCALS.has(field.propertyName) || /^(count|array|item)\d+$/.test(field.propertyName)
      ? `${field.propertyName}Value`
      : field.propertyName;
  }

  private decodeBody(struct: StructModel): string[] {
    const lines: string[] = [];
    for (const field of struct.fields) {
      const local = this.localName(field);
      const type = this.fieldType(field);
      if (field.tag !== null) {
        lines.push(`let ${local}: ${type} = ${this.defaultExpression(field)};`);
        continue;
      }
      const present = versionCondition(field.versions, this.all);
      const flexible = this.flexibleCondition(field, field.versions);
      const nullable = versionCondition(field.nullableVersions, field.versions);
      if (present === true && field.type.kind !== 'array') {
        lines.push(`const ${local} = ${this.readExpression(struct, field, field.type, flexible, nullable, true)};`);
      } else if (present === true && !field.nullable) {
        lines.push(...this.readInto(struct, field, local, flexible, nullable, true));
      } else if (present === true) {
        lines.push(`let ${local}: ${type};`, ...this.readInto(struct, field, local, flexible, nullable));
      } else {
        lines.push(`let ${local}: ${type} = ${this.defaultExpression(field)};`);
        lines.push(...branch(present, () => this.readInto(struct, field, local, flexible, nullable), () => []));
      }
    }
    const tagged = struct.fields.filter((field) => field.tag !== null).sort((a, b) => (a.tag ?? 0) - (b.tag ?? 0));
    const flexible = versionCondition(this.message.flexibleVersions, this.all);
    lines.push(
      ...branch(flexible, () => {
        const cases: string[] = [];
        for (const field of tagged) {
          const present = versionCondition(field.taggedVersions, this.all);
          if (present === false) continue;
          const context = field.taggedVersions ?? field.versions;
          const read = [
            ...this.readInto(struct, field, this.localName(field), true, versionCondition(field.nullableVersions, context)),
            `checkTaggedFieldEnd(reader, end, '${struct.typeName}', '${field.specName}');`,
          ];
          cases.push(`case ${field.tag ?? 0}: {`, ...indent(branch(present, () => read, () => ['reader.offset = end;'])), '  break;', '}');
        }
        // No known tagged field: one call to the shared skip routine (KIP-482 lets newer peers add them at any time).
        if (cases.length === 0) return ['skipTaggedFields(reader);'];
        const loop = [
          'const tag = reader.readUVarint();',
          'const size = reader.readUVarint();',
          "reader.need(size, 'tagged field');",
          'const end = reader.offset + size;',
          'switch (tag) {',
          ...indent(cases),
          '  default:',
          '    // Unknown tagged fields are skipped: KIP-482 lets newer peers add them at any time.',
          '    reader.offset = end;',
          '}',
        ];
        return [
          'const taggedCount = reader.readUVarint();',
          'for (let tagIndex = 0; tagIndex < taggedCount; tagIndex++) {',
          ...indent(loop),
          '}',
        ];
      }, () => []),
    );
    const properties = struct.fields.map((field) => {
      const local = this.localName(field);
      return local === field.propertyName ? local : `${field.propertyName}: ${local}`;
    });
    lines.push(properties.length === 0 ? 'return {};' : `return { ${properties.join(', ')} };`);
    return lines;
  }

  // ---- assembly ----

  private fieldDoc(field: FieldModel): string {
    const notes: string[] = [];
    const range = (r: VersionRange): string => (r.highest === Infinity ? `${r.lowest}+` : r.lowest === r.highest ? `${r.lowest}` : `${r.lowest}-${r.highest}`);
    notes.push(`versions ${range(field.versions)}`);
    if (field.nullableVersions !== null) notes.push(`nullable ${range(field.nullableVersions)}`);
    if (field.tag !== null && field.taggedVersions !== null) notes.push(`tag ${field.tag} in ${range(field.taggedVersions)}`);
    if (field.ignorable) notes.push('ignorable');
    const about = field.about.replaceAll('*/', '* /').trim();
    return `/** ${about === '' ? field.specName : about} (${notes.join('; ')}) */`;
  }

  /** Emits the interface, factory, encoder, decoder of `struct`; children must be emitted first. */
  emitStruct(struct: StructModel, about: string): string[] {
    const name = struct.typeName;
    const encode = this.encodeBody(struct);
    const decode = this.decodeBody(struct);
    // A parameter is used when its name appears outside a property access (`message.version`) or key (`{ version: x }`).
    const uses = (lines: readonly string[], word: string): boolean =>
      lines.some((line) => new RegExp(`(?<![.\\w'])${word}\\b(?!:)`).test(line));
    const encodeParams = ['writer: Writer', `message: ${name}`, 'version: number'];
    const encodeUsed = [uses(encode, 'writer'), uses(encode, 'message'), uses(encode, 'version')];
    const decodeParams = ['reader: Reader', 'version: number'];
    const decodeUsed = [uses(decode, 'reader'), uses(decode, 'version')];
    const arity = { encode: encodeUsed.lastIndexOf(true) + 1, decode: decodeUsed.lastIndexOf(true) + 1 };
    this.arity.set(struct, arity);
    const out: string[] = [];
    out.push('/**', ` * ${about}`, ' * @public', ' */', `export interface ${name} {`);
    for (const field of struct.fields) out.push(`  ${this.fieldDoc(field)}`, `  ${field.propertyName}: ${this.fieldType(field)};`);
    out.push('}', '');
    out.push(
      '/**',
      ` * A {@link ${name}} with every field at its spec default, overridden by \`fields\`.`,
      ' * @public',
      ' */',
      `export function create${name}(fields?: Partial<${name}>): ${name} {`,
    );
    if (struct.fields.length === 0) {
      out.push(`  const message: ${name} = {};`);
    } else {
      out.push(`  const message: ${name} = {`);
      for (const field of struct.fields) out.push(`    ${field.propertyName}: ${this.defaultExpression(field)},`);
      out.push('  };');
    }
    out.push('  return fields === undefined ? message : Object.assign(message, fields);', '}', '');
    out.push(`function encode${name}(${encodeParams.slice(0, arity.encode).join(', ')}): void {`, ...indent(encode), '}', '');
    out.push(`function decode${name}(${decodeParams.slice(0, arity.decode).join(', ')}): ${name} {`, ...indent(decode), '}', '');
    return out;
  }

  /** Emits `isDefault<Struct>` helpers for every struct a non-default check needed. */
  emitDefaultChecks(): string[] {
    const out: string[] = [];
    const done = new Set<StructModel>();
    for (;;) {
      const pending = [...this.defaultChecks].filter((struct) => !done.has(struct));
      const struct = pending[0];
      if (struct === undefined) break;
      done.add(struct);
      const checks = struct.fields.map((field) => this.nonDefault(field, `message.${field.propertyName}`));
      out.push(
        '/** True when every field of `message` is at its default (Kafka\'s "equals a new instance" check). */',
        `function isDefault${struct.typeName}(message: ${struct.typeName}): boolean {`,
        `  return ${checks.map((check) => `!(${check})`).join(' && ')};`,
        '}',
        '',
      );
    }
    return out;
  }
}
