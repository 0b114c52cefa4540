/**
 * The listing calls that ask every broker (ListGroups, ListTransactions): each broker answers only for the groups or
 * transactional ids it coordinates, so the call's answer is the union of every broker's.
 */
import type { ApiKeyName } from '../protocol/messages/api-keys.generated.js';
import { ErrorCode } from '../errors/protocol-error-codes.generated.js';
import { ProtocolError } from '../errors/protocol-error.js';
import { isNetworkError, isRequestTimeoutError } from '../network/network-errors.js';
import type { RequestModule } from '../protocol/requests/request-module.js';
import { newStep, type AdminCall } from './admin-call.js';
import { coordinatorError } from './admin-coordinators.js';
import { brokerIds } from './admin-metadata.js';

/**
 * `module` with `fields` sent to every broker, each answer turned into listings by `listings`, all of them
 * returned (in no particular order). A broker answering a coordinator error, or not answering (a network error, a
 * request timeout), is asked again after the backoff; any other error code fails the call.
 * @internal
 */
export async function listOnEveryBroker<Name extends ApiKeyName, Fields, Answer extends { readonly errorCode: number }, Listing>(
  call: AdminCall,
  module: RequestModule<Name, Fields, Answer>,
  fields: Fields,
  listings: (answer: Answer, nodeId: number) => Listing[],
): Promise<Listing[]> {
  const brokers = await call.run(() => brokerIds(call));
  const { values, failures } = await call.keyed(brokers, async (pending) => {
    const step = newStep<number, Listing[]>();
    await Promise.all(pending.map(async (nodeId) => {
      try {
        const { version, answer } = await call.send(nodeId, module, fields);
        if (answer.errorCode === ErrorCode.NONE) {
          step.done.set(nodeId, listings(answer, nodeId));
          return;
        }
        coordinatorError(step, nodeId, new ProtocolError({ api: module.api, version, errorCode: answer.errorCode, resource: `broker ${nodeId}` }));
      } catch (error) {
        call.throwIfStopped();
        if (isNetworkError(error) || isRequestTimeoutError(error)) step.retry.set(nodeId, error);
        else throw error;
      }
    }));
    return step;
  });
  const [failure] = failures.values();
  if (failure !== undefined) throw failure;
  return [...values.values()].flat();
}
