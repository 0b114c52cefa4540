/**
 * InitProducerId (Kafka `InitProducerIdHandler`): a producer id and epoch, fencing older instances of the
 * transactional id; with the current id and epoch (KIP-360, v3+) it bumps the epoch instead.
 */
import type { ProducerIdentity } from '../producer-identity.js';
import type { TxnRequestByApi, TxnWire } from '../txn-requests.js';

type Request = TxnRequestByApi['InitProducerId'];

/** The request; a producer that has an id sends it, so the coordinator bumps the epoch instead of fencing it (KIP-360). */
export function buildInitProducerId(transactionalId: string | null, transactionTimeoutMs: number, identity: ProducerIdentity): Request {
  const bump = identity.isValid;
  return {
    transactionalId, transactionTimeoutMs,
    producerId: bump ? identity.producerId : -1n, producerEpoch: bump ? identity.producerEpoch : -1,
  };
}

/** InitProducerId on the wire. */
export const initProducerIdWire: TxnWire<'InitProducerId'> = {
  // KIP-360: v3+ carries the current id/epoch so the coordinator bumps instead of fencing.
  atVersion: (body, version) => (version >= 3 ? body : { ...body, producerId: -1n, producerEpoch: -1 }),
  maxVersion: () => undefined,
  read: (response) => response,
  brokers: () => [],
};
