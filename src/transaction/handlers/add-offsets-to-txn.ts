/**
 * AddOffsetsToTxn (Kafka `AddOffsetsToTxnHandler`, transaction version 1): the consumer group whose offsets
 * the transaction commits; on success TxnOffsetCommit follows.
 */
import type { ProducerIdentity } from '../producer-identity.js';
import type { TxnRequestByApi, TxnWire } from '../txn-requests.js';

type Request = TxnRequestByApi['AddOffsetsToTxn'];

/** The request. */
export function buildAddOffsetsToTxn(transactionalId: string, identity: ProducerIdentity, groupId: string): Request {
  return { transactionalId, producerId: identity.producerId, producerEpoch: identity.producerEpoch, groupId };
}

/** AddOffsetsToTxn on the wire. */
export const addOffsetsToTxnWire: TxnWire<'AddOffsetsToTxn'> = {
  atVersion: (body) => body,
  maxVersion: () => undefined,
  read: (response) => response,
  brokers: () => [],
};
