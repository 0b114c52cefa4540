/**
 * The certificates of one secured real-Kafka run, made with the openssl CLI (EC P-256, valid two days) into the
 * cluster's own directory: a test CA; one broker certificate (CN=kafka-eos-broker, SAN localhost and 127.0.0.1,
 * server and client use: the brokers and the controller authenticate each other with it on their mutual-TLS
 * listeners); a client certificate for mutual TLS (CN=kafka-eos-client); and a second, untrusted CA with a client
 * certificate of its own (CN=kafka-eos-rogue), for the failure cases. Kafka reads the PEM files as they are
 * (`ssl.keystore.type=PEM`, Kafka 2.7+): the keystore is the PKCS#8 key followed by the certificate chain.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KafkaClusterError } from '../kafka-cluster-error.js';

/** The distinguished name of the brokers' certificate: Kafka's SSL principal is `User:` + this. @internal */
export const BROKER_DN = 'CN=kafka-eos-broker';
/** The distinguished name of the trusted client certificate (principal `User:CN=kafka-eos-client`). @internal */
export const CLIENT_DN = 'CN=kafka-eos-client';
/** The distinguished name of the client certificate issued by the untrusted CA. @internal */
export const ROGUE_DN = 'CN=kafka-eos-rogue';

/** Paths of the PEM files of one run. @internal */
export interface TestCertificates {
  /** The CA the brokers and the clients trust. */
  readonly caFile: string;
  /** The brokers' key and certificate chain in one file (Kafka's PEM keystore). */
  readonly brokerKeystoreFile: string;
  /** The brokers' certificate and key on their own (the super-user client of the test tooling uses them). */
  readonly brokerCertFile: string;
  readonly brokerKeyFile: string;
  /** The trusted client's certificate and key (mutual TLS). */
  readonly clientCertFile: string;
  readonly clientKeyFile: string;
  /** A CA nobody trusts, and a client certificate it issued. */
  readonly rogueCaFile: string;
  readonly rogueCertFile: string;
  readonly rogueKeyFile: string;
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function openssl(args: readonly string[]): void {
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr).trim().split('\n').pop() : String(error);
    throw new KafkaClusterError(`openssl ${args[0] ?? ''} failed (the secured cluster needs the openssl CLI): ${detail ?? ''}`);
  }
}

function authority(directory: string, name: string, subject: string): { cert: string; key: string } {
  const cert = join(directory, `${name}.pem`);
  const key = join(directory, `${name}.key`);
  openssl(['req', '-x509', ...EC_KEY, '-keyout', key, '-out', cert, '-days', '2', '-subj', `/${subject}`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
  return { cert, key };
}

function issue(directory: string, name: string, dn: string, ca: { cert: string; key: string }, extensions: readonly string[]): { cert: string; key: string } {
  const cert = join(directory, `${name}.pem`);
  const key = join(directory, `${name}.key`);
  openssl(['req', '-x509', ...EC_KEY, '-keyout', key, '-out', cert, '-days', '2', '-subj', `/${dn}`,
    '-addext', 'basicConstraints=CA:FALSE', ...extensions.flatMap((each) => ['-addext', each]), '-CA', ca.cert, '-CAkey', ca.key]);
  return { cert, key };
}

/**
 * Makes the certificates in `<directory>/certs`.
 * @throws {@link KafkaClusterError} when openssl is missing or fails.
 * @internal
 */
export function createTestCertificates(directory: string): TestCertificates {
  const dir = join(directory, 'certs');
  mkdirSync(dir, { recursive: true });
  const ca = authority(dir, 'ca', 'CN=kafka-eos-test-ca');
  const broker = issue(dir, 'broker', BROKER_DN, ca, ['subjectAltName=DNS:localhost,IP:127.0.0.1', 'extendedKeyUsage=serverAuth,clientAuth']);
  const client = issue(dir, 'client', CLIENT_DN, ca, ['extendedKeyUsage=clientAuth']);
  const rogueCa = authority(dir, 'rogue-ca', 'CN=kafka-eos-rogue-ca');
  const rogue = issue(dir, 'rogue', ROGUE_DN, rogueCa, ['extendedKeyUsage=clientAuth']);
  const brokerKeystoreFile = join(dir, 'broker-keystore.pem');
  writeFileSync(brokerKeystoreFile, `${readFileSync(broker.key, 'utf8')}${readFileSync(broker.cert, 'utf8')}${readFileSync(ca.cert, 'utf8')}`);
  return {
    caFile: ca.cert, brokerKeystoreFile, brokerCertFile: broker.cert, brokerKeyFile: broker.key, clientCertFile: client.cert, clientKeyFile: client.key,
    rogueCaFile: rogueCa.cert, rogueCertFile: rogue.cert, rogueKeyFile: rogue.key,
  };
}
