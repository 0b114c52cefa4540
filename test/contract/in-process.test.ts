/** The transactional contract suite on the in-process face (ManualClock, wire-checked requests). */
import { inProcessTarget } from './in-process-target.js';
import { describeTransactionalContract } from './transactional-contract.js';

describeTransactionalContract('in-process face', inProcessTarget);
