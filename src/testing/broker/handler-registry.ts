/**
 * Every request handler of the in-memory cluster, one per API (src/testing/handlers/NN-<api>.ts, numbered
 * by API key as in franz-go's kfake). The dispatcher advertises and serves exactly these.
 */
import type { ApiKeyName } from '../../protocol/messages/index.generated.js';
import { produceHandler } from '../handlers/00-produce.js';
import { fetchHandler } from '../handlers/01-fetch.js';
import { listOffsetsHandler } from '../handlers/02-list-offsets.js';
import { metadataHandler } from '../handlers/03-metadata.js';
import { offsetCommitHandler } from '../handlers/08-offset-commit.js';
import { offsetFetchHandler } from '../handlers/09-offset-fetch.js';
import { findCoordinatorHandler } from '../handlers/10-find-coordinator.js';
import { joinGroupHandler } from '../handlers/11-join-group.js';
import { heartbeatHandler } from '../handlers/12-heartbeat.js';
import { leaveGroupHandler } from '../handlers/13-leave-group.js';
import { syncGroupHandler } from '../handlers/14-sync-group.js';
import { describeGroupsHandler } from '../handlers/15-describe-groups.js';
import { listGroupsHandler } from '../handlers/16-list-groups.js';
import { saslHandshakeHandler } from '../handlers/17-sasl-handshake.js';
import { apiVersionsHandler } from '../handlers/18-api-versions.js';
import { createTopicsHandler } from '../handlers/19-create-topics.js';
import { deleteTopicsHandler } from '../handlers/20-delete-topics.js';
import { initProducerIdHandler } from '../handlers/22-init-producer-id.js';
import { offsetForLeaderEpochHandler } from '../handlers/23-offset-for-leader-epoch.js';
import { addPartitionsToTxnHandler } from '../handlers/24-add-partitions-to-txn.js';
import { addOffsetsToTxnHandler } from '../handlers/25-add-offsets-to-txn.js';
import { endTxnHandler } from '../handlers/26-end-txn.js';
import { writeTxnMarkersHandler } from '../handlers/27-write-txn-markers.js';
import { txnOffsetCommitHandler } from '../handlers/28-txn-offset-commit.js';
import { createAclsHandler } from '../handlers/30-create-acls.js';
import { deleteAclsHandler } from '../handlers/31-delete-acls.js';
import { describeConfigsHandler } from '../handlers/32-describe-configs.js';
import { saslAuthenticateHandler } from '../handlers/36-sasl-authenticate.js';
import { createPartitionsHandler } from '../handlers/37-create-partitions.js';
import { deleteGroupsHandler } from '../handlers/42-delete-groups.js';
import { incrementalAlterConfigsHandler } from '../handlers/44-incremental-alter-configs.js';
import { offsetDeleteHandler } from '../handlers/47-offset-delete.js';
import { describeClusterHandler } from '../handlers/60-describe-cluster.js';
import { describeProducersHandler } from '../handlers/61-describe-producers.js';
import { describeTransactionsHandler } from '../handlers/65-describe-transactions.js';
import { listTransactionsHandler } from '../handlers/66-list-transactions.js';
import { consumerGroupHeartbeatHandler } from '../handlers/68-consumer-group-heartbeat.js';
import { consumerGroupDescribeHandler } from '../handlers/69-consumer-group-describe.js';
import type { ApiHandler } from './api-handler.js';

/**
 * The handler table, in API key order.
 * @internal
 */
export const handlers: readonly ApiHandler<ApiKeyName>[] = [
  produceHandler,
  fetchHandler,
  listOffsetsHandler,
  metadataHandler,
  offsetCommitHandler,
  offsetFetchHandler,
  findCoordinatorHandler,
  joinGroupHandler,
  heartbeatHandler,
  leaveGroupHandler,
  syncGroupHandler,
  describeGroupsHandler,
  listGroupsHandler,
  apiVersionsHandler,
  createTopicsHandler,
  deleteTopicsHandler,
  initProducerIdHandler,
  offsetForLeaderEpochHandler,
  addPartitionsToTxnHandler,
  addOffsetsToTxnHandler,
  endTxnHandler,
  writeTxnMarkersHandler,
  txnOffsetCommitHandler,
  createAclsHandler,
  deleteAclsHandler,
  describeConfigsHandler,
  createPartitionsHandler,
  deleteGroupsHandler,
  incrementalAlterConfigsHandler,
  offsetDeleteHandler,
  describeClusterHandler,
  describeProducersHandler,
  describeTransactionsHandler,
  listTransactionsHandler,
  consumerGroupHeartbeatHandler,
  consumerGroupDescribeHandler,
];

/**
 * The SASL handlers, served and advertised only on connections of a TCP face started with `sasl`
 * (Kafka advertises them on every listener; leaving them out elsewhere lets a client configured for
 * SASL against a plaintext face fail fast with "is SASL enabled on this listener?").
 * @internal
 */
export const saslHandlers: readonly ApiHandler<ApiKeyName>[] = [saslHandshakeHandler, saslAuthenticateHandler];
