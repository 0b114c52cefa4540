/**
 * SaslHandshake (api key 17). Served only on connections of a TCP face started with `sasl`
 * (the dispatcher neither advertises nor serves it elsewhere).
 *
 * Behaviour: names the connection's mechanism and lists the enabled ones (`sasl.enabled.mechanisms`). A
 * mechanism that is not enabled answers UNSUPPORTED_SASL_MECHANISM and the connection closes after the
 * response, as Kafka's `SaslServerAuthenticator.handleHandshakeRequest` does; a second handshake during
 * authentication answers ILLEGAL_SASL_STATE and closes; one after authentication starts a KIP-368
 * re-authentication when the session has a lifetime, else answers ILLEGAL_SASL_STATE and keeps the connection
 * (see sasl-server-session.ts).
 *
 * Version notes: v0 is followed by raw SASL tokens without Kafka headers (handled by the TCP face's
 * connection); v1 (KIP-152) by SaslAuthenticate requests.
 *
 * Simplifications: none beyond the session's (see sasl-server-session.ts).
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createSaslHandshakeResponse } from '../../protocol/messages/sasl-handshake.generated.js';
import { defineHandler } from '../broker/api-handler.js';

/**
 * The SaslHandshake handler.
 * @internal
 */
export const saslHandshakeHandler = defineHandler('SaslHandshake', { min: 0, max: 1 }, {
  handle(request, { sasl, version }) {
    // Only reachable with a session (the dispatcher gates the API); answer as a plaintext Kafka listener would.
    if (sasl === undefined) return createSaslHandshakeResponse({ errorCode: ErrorCode.ILLEGAL_SASL_STATE, mechanisms: [] });
    const outcome = sasl.handshake(request.mechanism, version);
    return createSaslHandshakeResponse({ errorCode: outcome.errorCode, mechanisms: [...outcome.mechanisms] });
  },
  errorResponse(_request, errorCode, { sasl }) {
    return createSaslHandshakeResponse({ errorCode, mechanisms: sasl === undefined ? [] : [...sasl.mechanisms] });
  },
});
