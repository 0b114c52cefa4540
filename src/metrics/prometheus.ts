/**
 * Prometheus text exposition (format 0.0.4) of a {@link ProducerMetrics} or {@link ConsumerMetrics} snapshot:
 * `kafka_producer_<name>` (`kafka_consumer_<name>`) with `-` as `_`, a `client_id` label, and `node_id` /
 * `topic`+`partition` labels for the per-broker and per-partition metrics. NaN (no sample in the window) is
 * written as Prometheus' `NaN`.
 */
import type { ConsumerMetrics } from './consumer-metrics.js';
import type { ProducerMetrics } from './producer-metrics.js';

/**
 * Options of {@link toPrometheusText}.
 * @public
 */
export interface PrometheusTextOptions {
  /** Value of the `client_id` label (e.g. the producer's clientId). Default: no label. */
  readonly clientId?: string;
  /** Metric name prefix. Default `kafka_producer_` for a producer snapshot, `kafka_consumer_` for a consumer one. */
  readonly prefix?: string;
}

/**
 * Renders `snapshot` in the Prometheus text format, for a `/metrics` endpoint.
 * @public
 */
export function toPrometheusText(snapshot: ProducerMetrics | ConsumerMetrics, options: PrometheusTextOptions = {}): string {
  const isProducer = 'producer' in snapshot;
  const prefix = options.prefix ?? (isProducer ? 'kafka_producer_' : 'kafka_consumer_');
  const base = options.clientId === undefined ? [] : [`client_id="${escapeLabel(options.clientId)}"`];
  const families = new Map<string, string[]>();
  const add = (name: string, labels: readonly string[], value: number): void => {
    const metric = prefix + name.replace(/-/g, '_');
    let lines = families.get(metric);
    if (lines === undefined) { lines = []; families.set(metric, lines); }
    const all = [...base, ...labels];
    lines.push(`${metric}${all.length === 0 ? '' : `{${all.join(',')}}`} ${Number.isNaN(value) ? 'NaN' : String(value)}`);
  };
  const overall: object = isProducer ? snapshot.producer : snapshot.consumer;
  for (const [name, value] of Object.entries(overall)) add(name, [], value as number);
  for (const broker of snapshot.brokers) {
    const { nodeId, ...values } = broker;
    for (const [name, value] of Object.entries(values)) add(`node_${name}`, [`node_id="${String(nodeId)}"`], value);
  }
  for (const entry of snapshot.topicPartitions) {
    const { topic, partition, ...values } = entry;
    for (const [name, value] of Object.entries(values)) add(`topic_partition_${name}`, [`topic="${escapeLabel(topic)}"`, `partition="${String(partition)}"`], value);
  }
  let text = '';
  for (const [metric, lines] of families) {
    const type = metric.endsWith('_total') ? 'counter' : 'gauge';
    text += `# TYPE ${metric} ${type}\n${lines.join('\n')}\n`;
  }
  return text;
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
