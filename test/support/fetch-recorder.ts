/**
 * A network client that records every Fetch it sends (target broker, request, answer) and passes everything else
 * through untouched: what the consumer asked of which broker, observed on the wire rather than from its internals.
 */
import type { NetworkClient } from '../../src/network/network-client.js';
import type { FetchRequest, FetchResponse } from '../../src/protocol/messages/fetch.generated.js';

/** One Fetch: the broker it went to, the request, and the answer once it came. @internal */
export interface RecordedFetch {
  readonly target: number | string;
  readonly request: FetchRequest;
  response?: FetchResponse;
}

/** `inner` with its Fetches appended to `log`. @internal */
export function recordFetches(inner: NetworkClient, log: RecordedFetch[]): NetworkClient {
  const send: NetworkClient['send'] = async (target, api, build, options) => {
    let entry: RecordedFetch | undefined;
    const result = await inner.send(target, api, (version) => {
      const request = build(version);
      if (api === 'Fetch') {
        entry = { target, request: request as FetchRequest };
        log.push(entry);
      }
      return request;
    }, options);
    if (entry !== undefined) entry.response = result.response as FetchResponse;
    return result;
  };
  return new Proxy(inner, {
    get(target, property) {
      if (property === 'send') return send;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The brokers whose answers carried record bytes, in order. @internal */
export function servedBy(log: readonly RecordedFetch[]): (number | string)[] {
  return log.filter(({ response }) => response?.responses.some((topic) => topic.partitions.some((each) => (each.records?.length ?? 0) > 0))).map(({ target }) => target);
}
