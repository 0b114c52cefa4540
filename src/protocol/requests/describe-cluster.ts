/**
 * DescribeCluster (api key 60, KIP-700): the cluster id, the controller (as the brokers see it: -1 in KRaft, where
 * a random broker is reported by older brokers) and the brokers, with their racks and (v2+) whether they are fenced.
 *
 * Errors (DescribeClusterResponse.java): CLUSTER_AUTHORIZATION_FAILED, UNSUPPORTED_ENDPOINT_TYPE (v1+),
 * UNKNOWN_SERVER_ERROR.
 */
import { createDescribeClusterRequest, type DescribeClusterRequest, type DescribeClusterResponse } from '../messages/describe-cluster.generated.js';
import type { RequestModule } from './request-module.js';

/** The cluster as the broker describes it. @internal */
export interface DescribedCluster {
  readonly errorCode: number;
  readonly errorMessage: string | null;
  readonly clusterId: string;
  readonly controllerId: number;
  readonly brokers: readonly { readonly nodeId: number; readonly host: string; readonly port: number; readonly rack: string | null; readonly fenced: boolean }[];
}

/** Brokers' endpoints (not the controllers', `EndpointType` 2). */
const BROKER_ENDPOINTS = 1;

function request(fields: { readonly includeFencedBrokers: boolean }, version: number): DescribeClusterRequest {
  return createDescribeClusterRequest({ includeClusterAuthorizedOperations: false, endpointType: BROKER_ENDPOINTS, includeFencedBrokers: version >= 2 && fields.includeFencedBrokers });
}

function read(response: DescribeClusterResponse): DescribedCluster {
  return {
    errorCode: response.errorCode,
    errorMessage: response.errorMessage,
    clusterId: response.clusterId,
    controllerId: response.controllerId,
    brokers: response.brokers.map((each) => ({ nodeId: each.brokerId, host: each.host, port: each.port, rack: each.rack, fenced: each.isFenced })),
  };
}

/** The DescribeCluster wire module. @internal */
export const describeCluster: RequestModule<'DescribeCluster', { readonly includeFencedBrokers: boolean }, DescribedCluster> = { api: 'DescribeCluster', request, read };
