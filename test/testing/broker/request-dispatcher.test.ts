import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/errors/protocol-error-codes.generated.js';
import { NetworkError, RequestTimeoutError } from '../../../src/network/network-errors.js';
import { createApiVersionsRequest } from '../../../src/protocol/messages/api-versions.generated.js';
import { createEndTxnRequest } from '../../../src/protocol/messages/end-txn.generated.js';
import { ApiKey } from '../../../src/protocol/messages/index.generated.js';
import { createMetadataRequest } from '../../../src/protocol/messages/metadata.generated.js';
import { RequestDispatcher } from '../../../src/testing/broker/request-dispatcher.js';
import { batch, values } from '../batches.js';
import { flush, harness, track, type Harness } from '../handlers/harness.js';
import { produceRequest } from '../handlers/requests.js';

let h: Harness;
afterEach(() => {
  h.close();
});

function logValues(): string[] {
  return values(h.cluster.fetch({ topic: 'orders', partition: 0, fetchOffset: 0n, maxBytes: 1 << 20, isolationLevel: 0 }).batches);
}

describe('RequestDispatcher fault injection through the in-process client', () => {
  it('a queued error answers that code in every error field without applying the request', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    h.cluster.faults.queueErrors(ApiKey.Produce, [ErrorCode.NOT_ENOUGH_REPLICAS]);
    const failed = await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['lost'] })));
    expect(failed.responses[0]?.partitionResponses[0]).toMatchObject({ errorCode: ErrorCode.NOT_ENOUGH_REPLICAS, baseOffset: -1n });
    expect(logValues()).toEqual([]);
    const retried = await h.call('Produce', 9, () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['kept'] })));
    expect(retried.responses[0]?.partitionResponses[0]?.errorCode).toBe(0);
    expect(logValues()).toEqual(['kept']);
    h.cluster.faults.assertNoPendingFaults();
  });

  it('a queued EndTxn error reaches the client as the response error code', async () => {
    h = harness();
    h.cluster.faults.queueErrors(ApiKey.EndTxn, [ErrorCode.COORDINATOR_LOAD_IN_PROGRESS]);
    const response = await h.call('EndTxn', 3, () => createEndTxnRequest({ transactionalId: 'tx', producerId: 1n, producerEpoch: 0, committed: true }));
    expect(response.errorCode).toBe(ErrorCode.COORDINATOR_LOAD_IN_PROGRESS);
  });

  it('a delayed response resolves when the ManualClock reaches the delay, and the write happened at once', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    h.cluster.faults.delayResponses(ApiKey.Produce, 200);
    const pending = track(h.client().send('any', 'Produce', () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['slow'] }))));
    await flush();
    expect(pending.settled()).toBe(false);
    expect(logValues()).toEqual(['slow']);
    h.clock.advance(199);
    await flush();
    expect(pending.settled()).toBe(false);
    h.clock.advance(1);
    const result = await pending.promise;
    expect(result.response.responses[0]?.partitionResponses[0]?.errorCode).toBe(0);
  });

  it('a delay longer than the request timeout is a RequestTimeoutError', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    h.cluster.faults.delayResponses(ApiKey.Produce, 5000);
    const pending = h.client().send('any', 'Produce', () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['slow'] })), { timeoutMs: 1000 });
    const outcome = expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
    await flush();
    h.clock.advance(1000);
    await outcome;
    h.clock.advance(4000);
  });

  it('drop-after-apply keeps the write in the log while the client sees RequestTimeoutError', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    h.cluster.faults.dropResponses(ApiKey.Produce);
    const pending = track(h.client().send('any', 'Produce', () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['applied'] })), { timeoutMs: 3000 }));
    await flush();
    expect(logValues()).toEqual(['applied']);
    expect(pending.settled()).toBe(false);
    h.clock.advance(3000);
    const error: unknown = await pending.promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).timeoutMs).toBe(3000);
  });

  it('close-connection fails with NetworkError requestSent=true and does not apply the request', async () => {
    h = harness({ topics: [{ name: 'orders' }] });
    h.cluster.faults.closeConnections(ApiKey.Produce);
    const error: unknown = await h
      .client()
      .send('any', 'Produce', () => produceRequest(h.cluster, 'orders', 0, batch({ values: ['never'] })))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).requestSent).toBe(true);
    expect(logValues()).toEqual([]);
  });

  it('faults can target one broker only', async () => {
    h = harness({ brokers: 2 });
    h.cluster.faults.failRequests(ApiKey.Metadata, ErrorCode.UNKNOWN_SERVER_ERROR, { brokerId: 2, times: 2 });
    const onOne = await h.call('Metadata', 13, () => createMetadataRequest({ topics: null }), 1);
    const onTwo = await h.call('Metadata', 13, () => createMetadataRequest({ topics: null }), 2);
    expect(onOne.errorCode).toBe(0);
    expect(onTwo.errorCode).toBe(ErrorCode.UNKNOWN_SERVER_ERROR);
    expect(h.cluster.faults.pending()).toMatchObject([{ apiKey: ApiKey.Metadata, brokerId: 2, remaining: 1 }]);
  });

  it('a down broker refuses the connection (requestSent=false) and consumes no fault', async () => {
    h = harness({ brokers: 2 });
    h.cluster.faults.queueErrors(ApiKey.Metadata, [ErrorCode.UNKNOWN_SERVER_ERROR], { brokerId: 2 });
    h.cluster.setBrokerUp(2, false);
    const error: unknown = await h.client().send(2, 'Metadata', () => createMetadataRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).requestSent).toBe(false);
    expect(h.cluster.faults.pending()).toHaveLength(1);
    const any = await h.client().send('any', 'Metadata', () => createMetadataRequest());
    expect(any.nodeId).toBe(1);
  });
});

describe('RequestDispatcher protocol edges (used by the TCP face)', () => {
  it('answers ApiVersions at an unsupported version with UNSUPPORTED_VERSION in v0', async () => {
    h = harness();
    const dispatcher = new RequestDispatcher(h.cluster);
    const outcome = await dispatcher.dispatch({ brokerId: 1, apiKey: ApiKey.ApiVersions, apiVersion: 99, clientId: null, connectionId: 1 }, undefined);
    expect(outcome).toMatchObject({ kind: 'response', responseVersion: 0, body: { errorCode: ErrorCode.UNSUPPORTED_VERSION } });
  });

  it('closes the connection for an unknown API key, an unsupported version, or a down broker', async () => {
    h = harness();
    const dispatcher = new RequestDispatcher(h.cluster);
    const context = { brokerId: 1, clientId: 'c', connectionId: 1 };
    expect(await dispatcher.dispatch({ ...context, apiKey: 9999, apiVersion: 0 }, {})).toEqual({ kind: 'close-connection' });
    expect(await dispatcher.dispatch({ ...context, apiKey: ApiKey.Produce, apiVersion: 2 }, {})).toEqual({ kind: 'close-connection' });
    h.cluster.setBrokerUp(1, false);
    expect(await dispatcher.dispatch({ ...context, apiKey: ApiKey.ApiVersions, apiVersion: 3 }, createApiVersionsRequest())).toEqual({ kind: 'close-connection' });
  });

  it('advertises the versions real clients negotiate', () => {
    h = harness();
    const table = new RequestDispatcher(h.cluster).supportedVersions();
    const range = (api: keyof typeof ApiKey) => table.get(ApiKey[api]);
    // KafkaJS: ApiVersions 0-2, Metadata <=6, Produce 3-7, Fetch <=11, FindCoordinator 1-2, EndTxn 0-1.
    // librdkafka 2.0.2: ApiVersions 3, InitProducerId 4, Produce <=9, Fetch <=13.
    expect(range('ApiVersions')).toEqual({ min: 0, max: 5 });
    expect(range('Produce')).toEqual({ min: 3, max: 13 });
    expect(range('Fetch')).toEqual({ min: 4, max: 18 });
    expect(range('Metadata')).toEqual({ min: 0, max: 13 });
    expect(range('InitProducerId')).toEqual({ min: 0, max: 5 });
    expect(range('EndTxn')).toEqual({ min: 0, max: 5 });
    expect(range('TxnOffsetCommit')).toEqual({ min: 0, max: 6 });
    expect(range('JoinGroup')).toEqual({ min: 0, max: 9 });
    expect(table.has(ApiKey.SaslHandshake)).toBe(false);
  });
});
