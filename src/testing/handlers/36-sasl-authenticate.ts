/**
 * SaslAuthenticate (api key 36, KIP-152). Served only on connections of a TCP face started
 * with `sasl`.
 *
 * Behaviour: hands the client's bytes to the mechanism chosen by SaslHandshake v1 and answers the server's
 * bytes (SCRAM server-first and server-final, the OAUTHBEARER error JSON, empty for PLAIN). Bad credentials
 * or a malformed message answer SASL_AUTHENTICATION_FAILED with Kafka's error message, and the connection
 * closes after the response. SaslAuthenticate without a prior v1 handshake answers ILLEGAL_SASL_STATE and
 * closes.
 *
 * Version notes: v1+ sessionLifetimeMs (KIP-368): the session's lifetime once the exchange completes (see
 * sasl-server-session.ts: `connectionsMaxReauthMs`, an OAUTHBEARER token's expiry), else 0; v2+ flexible.
 *
 * Simplifications: no failed-authentication delay.
 */
import { ErrorCode } from '../../errors/protocol-error-codes.generated.js';
import { createSaslAuthenticateResponse } from '../../protocol/messages/sasl-authenticate.generated.js';
import { defineHandler } from '../broker/api-handler.js';

/**
 * The SaslAuthenticate handler.
 * @internal
 */
export const saslAuthenticateHandler = defineHandler('SaslAuthenticate', { min: 0, max: 2 }, {
  async handle(request, { sasl }) {
    if (sasl === undefined) return createSaslAuthenticateResponse({ errorCode: ErrorCode.ILLEGAL_SASL_STATE, errorMessage: 'SASL is not enabled on this listener' });
    const outcome = await sasl.authenticate(request.authBytes);
    return createSaslAuthenticateResponse({ errorCode: outcome.errorCode, errorMessage: outcome.errorMessage, authBytes: outcome.authBytes, sessionLifetimeMs: outcome.sessionLifetimeMs });
  },
  errorResponse(_request, errorCode) {
    return createSaslAuthenticateResponse({ errorCode });
  },
});
