/** The consumer's embedded protocol: src/protocol/consumer-protocol.ts. */
export { CONSUMER_PROTOCOL_TYPE, decodeAssignment, decodeSubscription, encodeAssignment, encodeSubscription, type Subscription } from '../protocol/consumer-protocol.js';
