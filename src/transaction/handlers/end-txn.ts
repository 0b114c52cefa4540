/**
 * EndTxn (Kafka `EndTxnHandler`): commits or aborts the transaction; under transaction version 2 (v5) the
 * answer carries the producer id and epoch of the next transaction.
 */
import type { ProducerIdentity } from '../producer-identity.js';
import type { TxnRequestByApi, TxnWire } from '../txn-requests.js';

type Request = TxnRequestByApi['EndTxn'];

/** The last EndTxn version for transactions v1 (Java: `EndTxnRequest.Builder` caps at v4 unless transactions v2). */
export const END_TXN_MAX_VERSION_TRANSACTIONS_V1 = 4;

/** The request. */
export function buildEndTxn(transactionalId: string, identity: ProducerIdentity, committed: boolean): Request {
  return { transactionalId, producerId: identity.producerId, producerEpoch: identity.producerEpoch, committed };
}

/** EndTxn on the wire. */
export const endTxnWire: TxnWire<'EndTxn'> = {
  atVersion: (body) => body,
  // EndTxn v5 makes the coordinator end the transaction the KIP-890 way (bump the epoch): under transactions
  // v1 real Kafka then fences the producer's next request with PRODUCER_FENCED.
  maxVersion: (_body, transactionVersion) => (transactionVersion === 2 ? undefined : END_TXN_MAX_VERSION_TRANSACTIONS_V1),
  // Before v5 the answer has no producer id/epoch (the generated defaults would read as -1).
  read: (response, version) => (version >= 5 ? response : { errorCode: response.errorCode }),
  brokers: () => [],
};
