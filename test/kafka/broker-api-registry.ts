/**
 * Every API's codec, for the test tools that talk to real Kafka as an admin would (CreateTopics, Fetch,
 * DescribeTransactions, ListOffsets...). The TCP client carries only the APIs the producer sends by default; these
 * tools pass the broker registry through the `apiRegistry` test seam instead.
 */
import type { ApiRegistry } from '../../src/internal/test-seams.js';
import { apiByKey, apis } from '../../src/protocol/messages/index.generated.js';

/** The broker registry (every API) as the TCP client's `apiRegistry` seam. */
export const BROKER_API_REGISTRY: ApiRegistry = { byName: (name) => apis[name], byKey: apiByKey };
