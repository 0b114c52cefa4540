/**
 * The principal of a TCP client of the in-memory cluster authenticated by a TLS client certificate.
 */
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';

/**
 * Kafka's principal of a TLS client certificate (`DefaultKafkaPrincipalBuilder`): `User:` and the subject's
 * distinguished name in RFC 2253 order (most specific first, e.g. `User:CN=app,O=Acme`); null without a verified one.
 * @internal
 */
export function certificatePrincipal(socket: Socket): string | null {
  if (!(socket instanceof TLSSocket) || !socket.authorized) return null;
  const subject = socket.getPeerCertificate().subject as Readonly<Record<string, string | readonly string[]>> | undefined;
  if (subject === undefined) return null;
  const parts = Object.entries(subject).flatMap(([key, value]) => (typeof value === 'string' ? [value] : value).map((each) => `${key}=${each}`));
  return parts.length === 0 ? null : `User:${parts.reverse().join(',')}`;
}
