/**
 * The scenarios' holding NetworkClient, now part of `kafka-eos/testing` (src/testing/holding-network-client.ts);
 * kept under its old name for the scenarios that import it.
 */
export { HoldingNetworkClient as HoldingNetwork, type HeldRequest } from '../../src/testing/holding-network-client.js';
