/**
 * A throw-away EC certificate for localhost / 127.0.0.1, made by the openssl CLI in a test's own temp
 * folder, for the TLS tests of the client and of the in-memory cluster's TCP face.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** PEM key and certificate, and the files they were written to. */
export interface SelfSignedCertificate {
  readonly key: string;
  readonly cert: string;
  readonly keyFile: string;
  readonly certFile: string;
}

/** Writes `<name>.key` and `<name>.crt` into `directory` (valid one day) and returns them. */
export function selfSignedCertificate(directory: string, name: string): SelfSignedCertificate {
  const keyFile = path.join(directory, `${name}.key`);
  const certFile = path.join(directory, `${name}.crt`);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), keyFile, certFile };
}
