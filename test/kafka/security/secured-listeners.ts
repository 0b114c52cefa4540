/**
 * The secured real-Kafka cluster's listeners and security settings (server.properties), as Kafka 4.4 names them.
 *
 * Every node (controller and brokers) runs `StandardAuthorizer` with two super users: the brokers' certificate
 * principal (`User:CN=kafka-eos-broker`) and `User:admin`. The controller listener and the brokers' INTERNAL
 * listener (inter-broker traffic, and the test tooling's own super-user client) are TLS with required client
 * certificates, so no principal is ever ANONYMOUS. The client listeners, one per requested protocol:
 *
 * - `SSL`: TLS with a required client certificate (mutual TLS; principal `User:CN=<subject>`).
 * - `SASL_SSL` and `SASL_PLAINTEXT`: the requested SASL mechanisms. PLAIN users are listed in the listener's
 *   JAAS configuration; SCRAM users are created at format time (`kafka-storage format --add-scram`, the KRaft way);
 *   OAUTHBEARER tokens are validated by Kafka's `OAuthBearerValidatorCallbackHandler` against the JWKS of the
 *   run's OIDC issuer (oidc-issuer.ts) with the expected audience and issuer, which Kafka 4.4 requires, and the
 *   JWKS URL allowed by the `org.apache.kafka.sasl.oauthbearer.allowed.urls` system property (Kafka 4.0+).
 *   `connections.max.reauth.ms` (KIP-368), when set, applies to these two listeners.
 */
import type { Properties } from '../node-config.js';
import { BROKER_DN, type TestCertificates } from './certificates.js';

/** A client-facing security protocol of the secured cluster. @internal */
export type ClientSecurityProtocol = 'ssl' | 'sasl_plaintext' | 'sasl_ssl';
/** A SASL mechanism the secured cluster can enable. @internal */
export type KafkaSaslMechanism = 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512' | 'OAUTHBEARER';

/** Every client protocol, in listener order. @internal */
export const CLIENT_SECURITY_PROTOCOLS: readonly ClientSecurityProtocol[] = ['ssl', 'sasl_ssl', 'sasl_plaintext'];
/** Every SASL mechanism, in the order SaslHandshake lists them. @internal */
export const KAFKA_SASL_MECHANISMS: readonly KafkaSaslMechanism[] = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'OAUTHBEARER'];

/** What the secured cluster enables. @internal */
export interface KafkaSecurityOptions {
  /** Client listeners to open (at least one). */
  readonly protocols: readonly ClientSecurityProtocol[];
  /** SASL mechanisms of the SASL listeners (default: all four). */
  readonly saslMechanisms?: readonly KafkaSaslMechanism[];
  /** `connections.max.reauth.ms` of the SASL listeners (KIP-368); 0 or absent: no re-authentication. */
  readonly reauthMs?: number;
}

/** The OIDC issuer as the brokers see it. @internal */
export interface BrokerOidcSettings {
  readonly jwksUrl: string;
  readonly issuer: string;
  readonly audience: string;
}

/** Everything the properties of a node depend on. @internal */
export interface SecuritySettings {
  readonly options: KafkaSecurityOptions;
  readonly mechanisms: readonly KafkaSaslMechanism[];
  readonly certificates: TestCertificates;
  /** PLAIN users (SCRAM users are the same names and passwords, created at format time). */
  readonly users: Readonly<Record<string, string>>;
  readonly oidc: BrokerOidcSettings | undefined;
}

/** The listener names of a broker: INTERNAL, then one per client protocol. @internal */
export function brokerListenerNames(protocols: readonly ClientSecurityProtocol[]): string[] {
  return ['INTERNAL', ...CLIENT_SECURITY_PROTOCOLS.filter((each) => protocols.includes(each)).map((each) => each.toUpperCase())];
}

/** The super users of every node (`super.users`). @internal */
export const SUPER_USERS = `User:${BROKER_DN};User:admin`;

function tlsStores(certificates: TestCertificates): Properties {
  return {
    'ssl.keystore.type': 'PEM',
    'ssl.keystore.location': certificates.brokerKeystoreFile,
    'ssl.truststore.type': 'PEM',
    'ssl.truststore.location': certificates.caFile,
    'authorizer.class.name': 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
    'super.users': SUPER_USERS,
  };
}

function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The controller's listener settings (replacing the plaintext ones). @internal */
export function securedControllerProperties(controllerPort: number, settings: SecuritySettings): Properties {
  return {
    listeners: `CONTROLLER://127.0.0.1:${controllerPort}`,
    'listener.security.protocol.map': 'CONTROLLER:SSL',
    'listener.name.controller.ssl.client.auth': 'required',
    ...tlsStores(settings.certificates),
  };
}

/** A broker's listener and security settings, `ports` in {@link brokerListenerNames} order. @internal */
export function securedBrokerProperties(ports: readonly number[], settings: SecuritySettings): Properties {
  const names = brokerListenerNames(settings.options.protocols);
  const listeners = names.map((name, index) => `${name}://127.0.0.1:${ports[index] ?? 0}`).join(',');
  const properties: Record<string, string | number | boolean> = {
    listeners: listeners,
    'advertised.listeners': listeners,
    'inter.broker.listener.name': 'INTERNAL',
    'listener.security.protocol.map': ['CONTROLLER:SSL', ...names.map((name) => `${name}:${name === 'INTERNAL' ? 'SSL' : name}`)].join(','),
    'listener.name.internal.ssl.client.auth': 'required',
    ...tlsStores(settings.certificates),
  };
  if (names.includes('SSL')) properties['listener.name.ssl.ssl.client.auth'] = 'required';
  const saslListeners = names.filter((name) => name.startsWith('SASL_')).map((name) => name.toLowerCase());
  if (saslListeners.length === 0) return properties;
  properties['sasl.enabled.mechanisms'] = settings.mechanisms.join(',');
  const plainUsers = Object.entries(settings.users).map(([user, password]) => `user_${user}=${quoted(password)}`).join(' ');
  for (const listener of saslListeners) {
    const prefix = `listener.name.${listener}`;
    properties[`${prefix}.sasl.enabled.mechanisms`] = settings.mechanisms.join(',');
    if (settings.mechanisms.includes('PLAIN')) properties[`${prefix}.plain.sasl.jaas.config`] = `org.apache.kafka.common.security.plain.PlainLoginModule required ${plainUsers};`;
    for (const scram of ['SCRAM-SHA-256', 'SCRAM-SHA-512'] as const) {
      if (settings.mechanisms.includes(scram)) properties[`${prefix}.${scram.toLowerCase()}.sasl.jaas.config`] = 'org.apache.kafka.common.security.scram.ScramLoginModule required;';
    }
    if (settings.mechanisms.includes('OAUTHBEARER')) {
      properties[`${prefix}.oauthbearer.sasl.jaas.config`] = 'org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required;';
      properties[`${prefix}.oauthbearer.sasl.server.callback.handler.class`] = 'org.apache.kafka.common.security.oauthbearer.OAuthBearerValidatorCallbackHandler';
    }
    if ((settings.options.reauthMs ?? 0) > 0) properties[`${prefix}.connections.max.reauth.ms`] = settings.options.reauthMs ?? 0;
  }
  if (settings.oidc !== undefined) {
    properties['sasl.oauthbearer.jwks.endpoint.url'] = settings.oidc.jwksUrl;
    properties['sasl.oauthbearer.expected.audience'] = settings.oidc.audience;
    properties['sasl.oauthbearer.expected.issuer'] = settings.oidc.issuer;
  }
  return properties;
}

/** `kafka-storage format` arguments creating every user for each enabled SCRAM mechanism. @internal */
export function scramFormatArguments(settings: SecuritySettings): string[] {
  const args: string[] = [];
  for (const mechanism of ['SCRAM-SHA-256', 'SCRAM-SHA-512'] as const) {
    if (!settings.mechanisms.includes(mechanism)) continue;
    for (const [user, password] of Object.entries(settings.users)) args.push('--add-scram', `${mechanism}=[name=${user},password=${password}]`);
  }
  return args;
}

/** JVM options of every node: the JWKS URL allowed for the OAUTHBEARER validator. @internal */
export function securedJvmOptions(settings: SecuritySettings): string[] {
  return settings.oidc === undefined ? [] : [`-Dorg.apache.kafka.sasl.oauthbearer.allowed.urls=${settings.oidc.jwksUrl}`];
}
