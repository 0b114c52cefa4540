/**
 * Checks of the transaction operations' arguments (`listTransactions`, `describeProducers`, `abortTransaction`,
 * `findHangingTransactions`), each refused with an `InvalidArgumentError` naming it.
 */
import { checkPartition, checkPartitions, checkTopics } from '../errors/argument-checks.js';
import { describeValue, InvalidArgumentError } from '../errors/argument-errors.js';
import { checkBigint, checkInteger, checkNames, checkObject } from './admin-arguments.js';
import type { FindHangingTransactionsOptions } from './hanging-transactions.js';
import { TRANSACTION_STATE_NAMES, type AbortTransactionSpec, type ListTransactionsOptions } from './transactions.js';

const INT16_MAX = 32_767;
const INT32_MAX = 2_147_483_647;

/** The filters of `listTransactions`. @internal */
export function checkListTransactions(options: unknown): Omit<ListTransactionsOptions, 'timeoutMs' | 'signal'> {
  const given = checkObject('listTransactions', 'options', options, true);
  const { states, producerIds, runningLongerThanMs, transactionalIdPattern } = given;
  if (states !== undefined) {
    // Kafka matches state names exactly and lists nothing for one it does not know: a typo would read as "no transactions".
    checkNames('listTransactions', 'options.states', states, true).forEach((state, index) => {
      if (!TRANSACTION_STATE_NAMES.some((name) => name === state)) {
        throw new InvalidArgumentError('listTransactions', `options.states[${index}]`, `must be one of ${TRANSACTION_STATE_NAMES.join(', ')}, got ${describeValue(state)}`);
      }
    });
  }
  if (producerIds !== undefined) {
    if (!Array.isArray(producerIds)) throw new InvalidArgumentError('listTransactions', 'options.producerIds', `must be an array of bigints, got ${describeValue(producerIds)}`);
    producerIds.forEach((each: unknown, index) => checkBigint('listTransactions', `options.producerIds[${index}]`, each, 0n));
  }
  if (runningLongerThanMs !== undefined) checkInteger('listTransactions', 'options.runningLongerThanMs', runningLongerThanMs, 0);
  if (transactionalIdPattern !== undefined && typeof transactionalIdPattern !== 'string') {
    throw new InvalidArgumentError('listTransactions', 'options.transactionalIdPattern', `must be a string, got ${describeValue(transactionalIdPattern)}`);
  }
  return given;
}

/** The spec of `abortTransaction`. @internal */
export function checkAbortSpec(spec: unknown): AbortTransactionSpec {
  const given = checkObject('abortTransaction', 'spec', spec, false);
  const tp = checkPartition('abortTransaction', 'spec', given);
  if ('startOffset' in given) return { ...tp, startOffset: checkBigint('abortTransaction', 'spec.startOffset', given.startOffset, 0n) };
  return {
    ...tp,
    producerId: checkBigint('abortTransaction', 'spec.producerId', given.producerId, 0n),
    producerEpoch: checkInteger('abortTransaction', 'spec.producerEpoch', given.producerEpoch, 0, INT16_MAX),
    // A coordinator epoch never set (-1, as DescribeProducers reports it) is sent as 0, which is at most any real one.
    coordinatorEpoch: Math.max(0, checkInteger('abortTransaction', 'spec.coordinatorEpoch', given.coordinatorEpoch, -1, INT32_MAX)),
  };
}

/** The scope and bound of `findHangingTransactions`. @internal */
export function checkFindHanging(options: unknown): Omit<FindHangingTransactionsOptions, 'timeoutMs' | 'signal'> {
  const given = checkObject('findHangingTransactions', 'options', options, true);
  const { maxTransactionTimeoutMs, topics, partitions, brokerId, orphanedOnly } = given;
  return {
    ...(maxTransactionTimeoutMs === undefined ? {} : { maxTransactionTimeoutMs: checkInteger('findHangingTransactions', 'options.maxTransactionTimeoutMs', maxTransactionTimeoutMs, 0) }),
    ...(topics === undefined ? {} : { topics: checkTopics('findHangingTransactions', topics) }),
    ...(partitions === undefined ? {} : { partitions: checkPartitions('findHangingTransactions', 'options.partitions', partitions) }),
    ...(brokerId === undefined ? {} : { brokerId: checkInteger('findHangingTransactions', 'options.brokerId', brokerId, 0, INT32_MAX) }),
    ...(orphanedOnly === undefined ? {} : { orphanedOnly: orphanedOnly === true }),
  };
}
