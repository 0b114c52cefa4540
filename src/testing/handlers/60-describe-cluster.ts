/**
 * DescribeCluster (api key 60, KIP-700).
 *
 * Behaviour: the cluster id, the controller id (the lowest live broker, as Metadata reports it) and the brokers at
 * their registered addresses; a broker taken down is left out, or listed as fenced when the request includes fenced
 * brokers (v2, KIP-1073). Asking for controller endpoints (v1+, endpoint type 2) answers
 * UNSUPPORTED_ENDPOINT_TYPE: the in-memory cluster has no separate controllers.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createDescribeClusterResponse, createDescribeClusterResponseDescribeClusterBroker } from '../../protocol/messages/describe-cluster.generated.js';
import { defineHandler } from '../broker/api-handler.js';

const BROKER_ENDPOINTS = 1;

/**
 * The DescribeCluster handler.
 * @internal
 */
export const describeClusterHandler = defineHandler('DescribeCluster', { min: 0, max: 2 }, {
  handle(request, { cluster, version }) {
    if (version >= 1 && request.endpointType !== BROKER_ENDPOINTS) {
      return createDescribeClusterResponse({ errorCode: ErrorCode.UNSUPPORTED_ENDPOINT_TYPE, errorMessage: 'The request was sent to an endpoint of type BROKER, but we wanted an endpoint of type CONTROLLER', endpointType: request.endpointType });
    }
    const includeFenced = version >= 2 && request.includeFencedBrokers;
    return createDescribeClusterResponse({
      errorCode: ErrorCode.NONE,
      clusterId: cluster.state.clusterId,
      controllerId: cluster.state.controllerId(),
      endpointType: BROKER_ENDPOINTS,
      brokers: cluster.state.brokers()
        .filter((broker) => broker.up || includeFenced)
        .map((broker) => createDescribeClusterResponseDescribeClusterBroker({ brokerId: broker.nodeId, host: broker.host, port: broker.port, rack: broker.rack, isFenced: !broker.up })),
    });
  },
  errorResponse(_request, errorCode) {
    return createDescribeClusterResponse({ errorCode });
  },
});
