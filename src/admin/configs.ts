/**
 * Config operations (Java's `describeConfigs`, `incrementalAlterConfigs`, KIP-339): DescribeConfigs and
 * IncrementalAlterConfigs for topics and brokers. A broker's own configs go to that broker (as Java's admin sends
 * them); topic configs and the cluster-wide broker default to any broker.
 */
import type { AdminCallOptions } from '../config/admin-options.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { ConfigResourceType, describeConfigs as describeConfigsWire } from '../protocol/requests/describe-configs.js';
import { AlterConfigOperation, incrementalAlterConfigs as alterWire } from '../protocol/requests/incremental-alter-configs.js';
import { newStep, valueOf, type AdminCall, type KeyedOutcome } from './admin-call.js';
import { ensureBroker } from './admin-metadata.js';

/**
 * Where a config value comes from (Kafka's `ConfigEntry.ConfigSource`).
 * @public
 */
export type ConfigSourceName =
  | 'dynamic-topic' | 'dynamic-broker' | 'dynamic-default-broker' | 'static-broker' | 'default' | 'dynamic-broker-logger' | 'client-metrics' | 'group' | 'unknown';

const SOURCES: readonly ConfigSourceName[] = ['unknown', 'dynamic-topic', 'dynamic-broker', 'dynamic-default-broker', 'static-broker', 'default', 'dynamic-broker-logger', 'client-metrics', 'group'];

/** The name of a wire config source code. @internal */
export function configSourceName(source: number): ConfigSourceName {
  return SOURCES[source] ?? 'unknown';
}

/**
 * One config value.
 * @public
 */
export interface ConfigEntry {
  /** The config name, e.g. `retention.ms`. */
  readonly name: string;
  /** Null for a sensitive value (passwords) and for a config without a value. */
  readonly value: string | null;
  /** Where the value comes from: set on the topic or broker, a broker default, or the built-in default. */
  readonly source: ConfigSourceName;
  /** True when it cannot be changed with `incrementalAlterConfigs`. */
  readonly readOnly: boolean;
  /** True for a secret (passwords): its value is never returned. */
  readonly sensitive: boolean;
}

/**
 * A topic's configs, or a broker's (`brokerId` null: the cluster-wide dynamic default of every broker).
 * @public
 */
export type ConfigResource =
  | {
    /** A topic's configuration. */
    readonly type: 'topic';
    /** The topic's name. */
    readonly name: string;
  }
  | {
    /** A broker's configuration. */
    readonly type: 'broker';
    /** The broker's node id, or null for the cluster-wide dynamic default of every broker. */
    readonly brokerId: number | null;
  };

/**
 * The configs of one resource.
 * @public
 */
export interface ResourceConfigs {
  /** The topic or broker. */
  readonly resource: ConfigResource;
  /** Its configs (all of them, or the `keys` asked for). */
  readonly entries: readonly ConfigEntry[];
}

/**
 * Options of `admin.describeConfigs`.
 * @public
 */
export interface DescribeConfigsOptions extends AdminCallOptions {
  /** Only these config names. Default: every config. */
  readonly keys?: readonly string[];
}

/**
 * Changes to one resource's configs: `set` values, `delete` (back to the default), `append` to and `subtract` from
 * list-valued configs (comma-separated values, e.g. `cleanup.policy`).
 * @public
 */
export interface ConfigChange {
  /** The topic or broker to change. */
  readonly resource: ConfigResource;
  /** Values to set, by config name. */
  readonly set?: Readonly<Record<string, string>>;
  /** Config names to delete: each goes back to its default. */
  readonly delete?: readonly string[];
  /** Values to append to list-valued configs, by config name. */
  readonly append?: Readonly<Record<string, string>>;
  /** Values to remove from list-valued configs, by config name. */
  readonly subtract?: Readonly<Record<string, string>>;
}

/**
 * Options of `admin.incrementalAlterConfigs`.
 * @public
 */
export interface AlterConfigsOptions extends AdminCallOptions {
  /** Check the changes without applying them. Default false. */
  readonly validateOnly?: boolean;
}

/** The resource as `topic:<name>` or `broker:<id>` (`broker:` for the default). @internal */
export function resourceKey(resource: ConfigResource): string {
  return resource.type === 'topic' ? `topic:${resource.name}` : `broker:${resource.brokerId ?? ''}`;
}

function wireResource(resource: ConfigResource): { readonly type: number; readonly name: string } {
  return resource.type === 'topic' ? { type: ConfigResourceType.TOPIC, name: resource.name } : { type: ConfigResourceType.BROKER, name: resource.brokerId === null ? '' : String(resource.brokerId) };
}

/** Sends each resource's request to its broker (a broker resource) or to any broker, with `send` per target. */
async function byTarget<Value>(call: AdminCall, resources: ReadonlyMap<string, ConfigResource>, pending: readonly string[], send: (target: number | 'any', keys: readonly string[]) => Promise<ReturnType<typeof newStep<string, Value>>>): Promise<ReturnType<typeof newStep<string, Value>>> {
  const groups = new Map<number | 'any', string[]>();
  for (const key of pending) {
    const resource = valueOf(resources, key);
    const target = resource.type === 'broker' && resource.brokerId !== null ? resource.brokerId : 'any';
    groups.set(target, [...(groups.get(target) ?? []), key]);
  }
  const step = newStep<string, Value>();
  for (const target of groups.keys()) if (target !== 'any') await ensureBroker(call, target);
  for (const part of await Promise.all([...groups].map(([target, keys]) => send(target, keys)))) {
    for (const [key, value] of part.done) step.done.set(key, value);
    for (const [key, error] of part.failed) step.failed.set(key, error);
    for (const [key, error] of part.retry) step.retry.set(key, error);
  }
  return step;
}

/**
 * DescribeConfigs; keyed by {@link resourceKey}.
 * @internal
 */
export function describeConfigs(call: AdminCall, resources: readonly ConfigResource[], keys: readonly string[] | null): Promise<KeyedOutcome<string, ResourceConfigs>> {
  const byKey = new Map(resources.map((resource) => [resourceKey(resource), resource]));
  return call.keyed([...byKey.keys()], (pending) => byTarget<ResourceConfigs>(call, byKey, pending, async (target, targetKeys) => {
    const fields = { includeDocumentation: false, resources: targetKeys.map((key) => ({ ...wireResource(valueOf(byKey, key)), keys })) };
    const { version, answer } = await call.send(target, describeConfigsWire, fields);
    const step = newStep<string, ResourceConfigs>();
    for (const [index, key] of targetKeys.entries()) {
      const resource = valueOf(byKey, key);
      const { type, name } = wireResource(resource);
      const result = answer.find((each) => each.resourceType === type && each.resourceName === name) ?? answer[index];
      if (result === undefined) continue;
      if (result.errorCode === ErrorCode.NONE) {
        step.done.set(key, { resource, entries: result.configs.map((each) => ({ name: each.name, value: each.value, source: configSourceName(each.configSource), readOnly: each.readOnly, sensitive: each.isSensitive })) });
      } else {
        step.failed.set(key, new ProtocolError({ api: 'DescribeConfigs', version, errorCode: result.errorCode, errorMessage: result.errorMessage, resource: key }));
      }
    }
    return step;
  }));
}

/**
 * IncrementalAlterConfigs; keyed by {@link resourceKey}.
 * @internal
 */
export function incrementalAlterConfigs(call: AdminCall, changes: readonly ConfigChange[], validateOnly: boolean): Promise<KeyedOutcome<string, true>> {
  const byKey = new Map(changes.map((change) => [resourceKey(change.resource), change]));
  const resources = new Map([...byKey].map(([key, change]) => [key, change.resource]));
  return call.keyed([...byKey.keys()], (pending) => byTarget<true>(call, resources, pending, async (target, targetKeys) => {
    const fields = {
      validateOnly,
      resources: targetKeys.map((key) => {
        const change = valueOf(byKey, key);
        return { ...wireResource(change.resource), changes: operations(change) };
      }),
    };
    const { version, answer } = await call.send(target, alterWire, fields);
    const step = newStep<string, true>();
    for (const key of targetKeys) {
      const { type, name } = wireResource(valueOf(resources, key));
      const result = answer.find((each) => each.type === type && each.name === name);
      if (result === undefined) continue;
      if (result.errorCode === ErrorCode.NONE) step.done.set(key, true);
      else step.failed.set(key, new ProtocolError({ api: 'IncrementalAlterConfigs', version, errorCode: result.errorCode, errorMessage: result.errorMessage, resource: key }));
    }
    return step;
  }));
}

function operations(change: ConfigChange): { readonly name: string; readonly operation: number; readonly value: string | null }[] {
  return [
    ...Object.entries(change.set ?? {}).map(([name, value]) => ({ name, operation: AlterConfigOperation.SET, value })),
    ...(change.delete ?? []).map((name) => ({ name, operation: AlterConfigOperation.DELETE, value: null })),
    ...Object.entries(change.append ?? {}).map(([name, value]) => ({ name, operation: AlterConfigOperation.APPEND, value })),
    ...Object.entries(change.subtract ?? {}).map(([name, value]) => ({ name, operation: AlterConfigOperation.SUBTRACT, value })),
  ];
}
