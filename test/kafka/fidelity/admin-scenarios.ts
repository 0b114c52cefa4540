/**
 * Fidelity scenarios of the transaction tools (KIP-664, KIP-618): the admin client's view of an abandoned open
 * transaction (ListTransactions, DescribeTransactions, DescribeProducers, the hanging-transaction search, the lag of
 * a reader stalled at the LSO), ending it through the partition leader (WriteTxnMarkers), and fencing a running
 * producer (InitProducerId). Each step's outcome and the error codes of the admin's responses go into the trace.
 */
import { Admin } from '../../../src/admin/admin.js';
import { TcpNetworkClient } from '../../../src/network/tcp/tcp-network-client.js';
import { uniqueName } from '../kafka-admin.js';
import type { FidelityTarget } from './fidelity-target.js';
import { RecordingNetworkClient } from './recording-network.js';
import type { FidelityScenario } from './scenarios.js';
import { initBeginSend, offsetOf } from './scenario-steps.js';
import { Trace } from './trace.js';

const short = (name: string): string => name.replace(/^eos-([a-z]+)-.*$/, '$1');

/** An admin client on `target` whose responses are recorded. */
function tracedAdmin(target: FidelityTarget): { readonly admin: Admin; readonly network: RecordingNetworkClient } {
  const network = new RecordingNetworkClient(new TcpNetworkClient({ bootstrapServers: target.bootstrapServers, clientId: 'kafka-eos-fidelity-admin', requestTimeoutMs: 10_000 }));
  return { admin: new Admin({ network, retryBackoffMs: 20, retryBackoffMaxMs: 200, defaultApiTimeoutMs: 30_000 }), network };
}

/** The fidelity scenarios of the transaction tools. @internal */
export const ADMIN_FIDELITY_SCENARIOS: readonly FidelityScenario[] = [
  {
    name: 'transaction tools: an abandoned open transaction is listed, described, found and aborted through the leader; the LSO moves on',
    async run(target, id) {
      const orders = uniqueName(`orders-${id}`);
      await target.createTopics([{ name: orders, partitions: 1 }]);
      const trace = new Trace(target);
      const { admin, network } = tracedAdmin(target);
      try {
        const committer = target.producer({ transactionalId: uniqueName(`committer-${id}`) });
        await trace.step('committer: initTransactions', committer.network, () => committer.producer.initTransactions());
        await trace.step('committer: commit c0', committer.network, () => committer.producer.transaction(async (txn) => { await txn.send({ topic: orders, partition: 0, value: 'c0' }); }));
        const transactionalId = uniqueName(`abandoned-${id}`);
        const abandoned = target.producer({ transactionalId, transactionTimeoutMs: 600_000 });
        await initBeginSend(trace, abandoned, 'orders-0', { topic: orders, partition: 0, value: 'abandoned' }, 'abandoned');
        await trace.step('committer: commit c1', committer.network, () => committer.producer.transaction(async (txn) => { await txn.send({ topic: orders, partition: 0, value: 'c1' }); }));
        const { producerId } = abandoned.producer.producerIdentity;
        trace.producer('abandoned', abandoned.producer);
        await trace.step('listTransactions by producer id', network, () => admin.listTransactions({ producerIds: [producerId] }),
          (listed) => listed.map((each) => `${short(each.transactionalId)} ${trace.pid(each.producerId)} ${each.state}`).join(', '));
        await trace.step('describeTransactions', network, () => admin.describeTransactions([transactionalId]),
          ([each]) => `${each?.state} ${each === undefined ? '' : trace.pid(each.producerId)} epoch ${each?.producerEpoch} timeout ${each?.transactionTimeoutMs} [${each?.partitions.map((tp) => `${short(tp.topic)}-${tp.partition}`).join(' ')}]`);
        await trace.step('describeProducers orders-0', network, () => admin.describeProducers([{ topic: orders, partition: 0 }]),
          ([each]) => (each?.producers ?? []).map((state) => `${trace.pid(state.producerId)} epoch ${state.producerEpoch} seq ${state.lastSequence} coordinatorEpoch ${state.coordinatorEpoch === null ? 'none' : 'set'} open ${state.currentTransactionStartOffset ?? 'none'}`).sort().join('; '));
        const found = await trace.step('findHangingTransactions', network, () => admin.findHangingTransactions({ topics: [orders], maxTransactionTimeoutMs: 0 }),
          (list) => list.map((each) => `${short(each.topic)}-${each.partition} ${trace.pid(each.producerId)} from ${each.startOffset} ${each.transactionalId === null ? 'no id' : short(each.transactionalId)} ${each.orphaned ? 'orphaned' : `coordinator ${each.coordinator?.state}`}`).join(', '));
        const start = found?.[0]?.startOffset ?? 0n;
        await trace.step('describeLag at the LSO', network, () => admin.describeLag([{ topic: orders, partition: 0, offset: start }]),
          ([lag]) => `hw ${lag?.highWatermark} lso ${lag?.lastStableOffset} lag ${lag?.lag} stable ${lag?.stableLag} ${lag?.stalled === true ? 'stalled' : 'moving'} by ${lag?.openTransaction === null || lag === undefined ? 'none' : trace.pid(lag.openTransaction.producerId)}`);
        await trace.step('abortTransaction at the start offset', network, () => admin.abortTransaction({ topic: orders, partition: 0, startOffset: start }));
        await trace.partitions([[orders, 0]]);
        await trace.step('findHangingTransactions after the abort', network, () => admin.findHangingTransactions({ topics: [orders], maxTransactionTimeoutMs: 0 }), (list) => `${list.length} found`);
        await trace.step('describeTransactions after the abort', network, () => admin.describeTransactions([transactionalId]), ([each]) => `${each?.state} [${each?.partitions.map((tp) => `${short(tp.topic)}-${tp.partition}`).join(' ')}]`);
        await trace.step('abandoned: send more', abandoned.network, () => abandoned.producer.send({ topic: orders, partition: 0, value: 'late' }), offsetOf);
        await trace.step('abandoned: commitTransaction', abandoned.network, () => abandoned.producer.commitTransaction());
        await trace.transaction(transactionalId);
        await trace.partitions([[orders, 0]]);
        return trace;
      } finally {
        await admin.close();
        await network.close();
      }
    },
  },
  {
    name: 'transaction tools: fenceProducers fences a running producer and aborts its open transaction',
    async run(target, id) {
      const orders = uniqueName(`orders-${id}`);
      await target.createTopics([{ name: orders, partitions: 2 }]);
      const trace = new Trace(target);
      const { admin, network } = tracedAdmin(target);
      try {
        const transactionalId = uniqueName(`fenced-${id}`);
        const running = target.producer({ transactionalId });
        await initBeginSend(trace, running, 'orders-1', { topic: orders, partition: 1, value: 'fenced' });
        const before = running.producer.producerIdentity.producerEpoch;
        await trace.step('fenceProducers', network, () => admin.fenceProducers([transactionalId]),
          ([each]) => `${each === undefined ? '' : trace.pid(each.producerId)} epoch +${(each?.producerEpoch ?? before) - before}`);
        await trace.transaction(transactionalId);
        await trace.partitions([[orders, 1]]);
        await trace.step('running: send', running.network, () => running.producer.send({ topic: orders, partition: 1, value: 'after-fence' }), offsetOf);
        await trace.step('running: commitTransaction', running.network, () => running.producer.commitTransaction());
        trace.producer('running', running.producer);
        await trace.step('fenceProducers of an unknown id', network, () => admin.fenceProducers([uniqueName(`never-${id}`)]), ([each]) => `epoch ${each?.producerEpoch}`);
        await trace.partitions([[orders, 1]]);
        return trace;
      } finally {
        await admin.close();
        await network.close();
      }
    },
  },
];
