/**
 * Topic configs of the in-memory cluster, as Kafka's `LogConfig` defines them: the names a topic accepts, their
 * defaults (the broker defaults of a stock Kafka 4.x broker) and types, so CreateTopics, DescribeConfigs and
 * IncrementalAlterConfigs answer as Kafka does: an unknown name or a value of the wrong type is INVALID_CONFIG,
 * APPEND and SUBTRACT work on list configs only, a value set on a topic is reported with source DYNAMIC_TOPIC_CONFIG
 * and the others with source DEFAULT_CONFIG.
 *
 * Simplifications: the configs are stored and reported; only `max.message.bytes` is applied (Produce answers
 * MESSAGE_TOO_LARGE above it; retention of the in-memory logs is the cluster's `retention` option); value ranges
 * are checked for `max.message.bytes` only, the others by type and named values.
 */

/** A config's type, as Kafka's `ConfigDef.Type`. */
type ConfigType = 'long' | 'int' | 'double' | 'boolean' | 'string' | 'list';

interface ConfigDefinition {
  readonly type: ConfigType;
  readonly defaultValue: string;
  /** The accepted values (for a list, of each element). */
  readonly values?: readonly string[];
  /** The smallest accepted number (Kafka's `ConfigDef.Range.atLeast`). */
  readonly min?: number;
}

const LONG_MAX = '9223372036854775807';

/** Kafka 4.x topic configs with a stock broker's defaults. */
const TOPIC_CONFIGS: ReadonlyMap<string, ConfigDefinition> = new Map<string, ConfigDefinition>([
  ['cleanup.policy', { type: 'list', defaultValue: 'delete', values: ['delete', 'compact'] }],
  ['compression.gzip.level', { type: 'int', defaultValue: '-1' }],
  ['compression.lz4.level', { type: 'int', defaultValue: '9' }],
  ['compression.type', { type: 'string', defaultValue: 'producer', values: ['uncompressed', 'zstd', 'lz4', 'snappy', 'gzip', 'producer'] }],
  ['compression.zstd.level', { type: 'int', defaultValue: '3' }],
  ['delete.retention.ms', { type: 'long', defaultValue: '86400000' }],
  ['file.delete.delay.ms', { type: 'long', defaultValue: '60000' }],
  ['flush.messages', { type: 'long', defaultValue: LONG_MAX }],
  ['flush.ms', { type: 'long', defaultValue: LONG_MAX }],
  ['follower.replication.throttled.replicas', { type: 'list', defaultValue: '' }],
  ['index.interval.bytes', { type: 'int', defaultValue: '4096' }],
  ['leader.replication.throttled.replicas', { type: 'list', defaultValue: '' }],
  ['local.retention.bytes', { type: 'long', defaultValue: '-2' }],
  ['local.retention.ms', { type: 'long', defaultValue: '-2' }],
  ['max.compaction.lag.ms', { type: 'long', defaultValue: LONG_MAX }],
  ['max.message.bytes', { type: 'int', defaultValue: '1048588', min: 0 }],
  ['message.timestamp.after.max.ms', { type: 'long', defaultValue: '3600000' }],
  ['message.timestamp.before.max.ms', { type: 'long', defaultValue: LONG_MAX }],
  ['message.timestamp.type', { type: 'string', defaultValue: 'CreateTime', values: ['CreateTime', 'LogAppendTime'] }],
  ['min.cleanable.dirty.ratio', { type: 'double', defaultValue: '0.5' }],
  ['min.compaction.lag.ms', { type: 'long', defaultValue: '0' }],
  ['min.insync.replicas', { type: 'int', defaultValue: '1' }],
  ['preallocate', { type: 'boolean', defaultValue: 'false' }],
  ['remote.log.copy.disable', { type: 'boolean', defaultValue: 'false' }],
  ['remote.log.delete.on.disable', { type: 'boolean', defaultValue: 'false' }],
  ['remote.storage.enable', { type: 'boolean', defaultValue: 'false' }],
  ['retention.bytes', { type: 'long', defaultValue: '-1' }],
  ['retention.ms', { type: 'long', defaultValue: '604800000' }],
  ['segment.bytes', { type: 'int', defaultValue: '1073741824' }],
  ['segment.index.bytes', { type: 'int', defaultValue: '10485760' }],
  ['segment.jitter.ms', { type: 'long', defaultValue: '0' }],
  ['segment.ms', { type: 'long', defaultValue: '604800000' }],
  ['unclean.leader.election.enable', { type: 'boolean', defaultValue: 'false' }],
]);

/** DescribeConfigs' `ConfigSource` codes used here. */
export const ConfigSource = { DYNAMIC_TOPIC_CONFIG: 1, STATIC_BROKER_CONFIG: 4, DEFAULT_CONFIG: 5 } as const;

/** One reported config. @internal */
export interface ConfigEntryView {
  readonly name: string;
  readonly value: string;
  readonly source: number;
}

const INTEGER = /^-?\d+$/;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * Why `value` is not acceptable for topic config `name`, or undefined when it is.
 * @internal
 */
export function topicConfigProblem(name: string, value: string | null): string | undefined {
  const definition = TOPIC_CONFIGS.get(name);
  if (definition === undefined) return `Unknown topic config name: ${name}`;
  if (value === null) return `Null value not supported for topic configs: ${name}`;
  const invalid = `Invalid value ${value} for configuration ${name}`;
  switch (definition.type) {
    case 'long':
      return INTEGER.test(value.trim()) && BigInt(value.trim()) >= -(2n ** 63n) && BigInt(value.trim()) < 2n ** 63n ? undefined : `${invalid}: Not a number of type LONG`;
    case 'int':
      if (!(INTEGER.test(value.trim()) && Number(value) >= INT32_MIN && Number(value) <= INT32_MAX)) return `${invalid}: Not a number of type INT`;
      return definition.min !== undefined && Number(value) < definition.min ? `${invalid}: Value must be at least ${definition.min}` : undefined;
    case 'double':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? undefined : `${invalid}: Not a number of type DOUBLE`;
    case 'boolean':
      return ['true', 'false'].includes(value.trim().toLowerCase()) ? undefined : `${invalid}: Expected value to be either true or false`;
    case 'string':
      return definition.values === undefined || definition.values.includes(value) ? undefined : `${invalid}: String must be one of: ${definition.values.join(', ')}`;
    case 'list': {
      const items = splitList(value);
      const bad = definition.values === undefined ? undefined : items.find((item) => !(definition.values ?? []).includes(item));
      return bad === undefined ? undefined : `${invalid}: String must be one of: ${(definition.values ?? []).join(', ')}`;
    }
  }
}

/** True for a list-typed topic config (APPEND and SUBTRACT apply to these only). @internal */
export function isListConfig(name: string): boolean {
  return TOPIC_CONFIGS.get(name)?.type === 'list';
}

/** The elements of a list config's value. @internal */
export function splitList(value: string): string[] {
  return value.split(',').map((each) => each.trim()).filter((each) => each !== '');
}

/** Whether a topic with `overrides` is compacted: its `cleanup.policy` includes `compact` (LogConfig.compact). @internal */
export function isCompactedTopic(overrides: ReadonlyMap<string, string>): boolean {
  const policy = overrides.get('cleanup.policy');
  return policy !== undefined && splitList(policy).includes('compact');
}

/** The value of `name` for a topic with `overrides`: its own value, else the default. @internal */
export function topicConfigValue(name: string, overrides: ReadonlyMap<string, string>): string | undefined {
  return overrides.get(name) ?? TOPIC_CONFIGS.get(name)?.defaultValue;
}

/** Every topic config (or `keys`, unknown ones left out, as Kafka does) with its value and source. @internal */
export function describeTopicConfigs(overrides: ReadonlyMap<string, string>, keys: readonly string[] | null): ConfigEntryView[] {
  const names = keys === null ? [...TOPIC_CONFIGS.keys()] : keys.filter((key) => TOPIC_CONFIGS.has(key));
  return names.map((name) => {
    const own = overrides.get(name);
    return own === undefined ? { name, value: TOPIC_CONFIGS.get(name)?.defaultValue ?? '', source: ConfigSource.DEFAULT_CONFIG } : { name, value: own, source: ConfigSource.DYNAMIC_TOPIC_CONFIG };
  });
}
