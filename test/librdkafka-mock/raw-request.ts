/**
 * One request, one response, on a fresh TCP connection, encoded and decoded with the project's generated
 * codecs. The harness tests use it to observe what the mock answers (FindCoordinator after a coordinator
 * move, ApiVersions after set_apiversion) without depending on the network layer being written alongside.
 */
import { connect } from 'node:net';
import { completeFrameLength, decodeResponse, encodeRequest } from '../../src/protocol/framing.js';
import { apiByKey, apis, type ApiKeyName, type ApiMessages } from '../../src/protocol/messages/index.generated.js';
import { Writer } from '../../src/protocol/primitives/writer.js';

/**
 * Where to send: a broker's address.
 * @internal
 */
export interface RawRequestTarget {
  readonly host: string;
  readonly port: number;
}

/**
 * Sends `body` as `api` at `version` to `target` and resolves with the decoded response body. Rejects on
 * a connection error, on a close before a whole response (the mock closes the connection for an API or
 * version it lacks), or after `timeoutMs`.
 * @internal
 */
export function rawRequest<Name extends ApiKeyName>(
  target: RawRequestTarget,
  api: Name,
  version: number,
  body: ApiMessages[Name]['request'],
  timeoutMs = 5_000,
): Promise<ApiMessages[Name]['response']> {
  const descriptor = apis[api];
  const writer = new Writer();
  const correlationId = 1;
  encodeRequest(writer, { apiKey: descriptor.apiKey, apiVersion: version, correlationId, clientId: 'kafka-eos-harness' }, body, apiByKey);
  const frame = writer.toBuffer();
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.host, port: target.port });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | undefined, value?: ApiMessages[Name]['response']): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error !== undefined) reject(error);
      else resolve(value as ApiMessages[Name]['response']);
    };
    socket.setTimeout(timeoutMs, () => {
      finish(new Error(`${api} v${version} to ${target.host}:${target.port}: no response within ${timeoutMs} ms`));
    });
    socket.on('connect', () => socket.write(frame));
    socket.on('error', (error) => {
      finish(error);
    });
    socket.on('close', () => {
      finish(new Error(`${api} v${version} to ${target.host}:${target.port}: connection closed before a response`));
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks);
      const length = completeFrameLength(received);
      if (length === 0) return;
      try {
        const response = decodeResponse(received.subarray(0, length), descriptor.apiKey, version, apiByKey);
        if (response.correlationId !== correlationId) throw new Error(`correlation id ${response.correlationId}, expected ${correlationId}`);
        finish(undefined, response.body as ApiMessages[Name]['response']);
      } catch (error: unknown) {
        finish(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
