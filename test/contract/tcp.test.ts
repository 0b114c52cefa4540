/** The transactional contract suite on the TCP face: Producer from bootstrapServers, real sockets and clock. */
import { tcpTarget } from './tcp-target.js';
import { describeTransactionalContract } from './transactional-contract.js';

describeTransactionalContract('TCP face', tcpTarget);
