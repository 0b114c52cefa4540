/**
 * The name and version this client sends in ApiVersions v3+ (KIP-511), which brokers log and expose in their
 * client metrics. The version is the package's: test/common/client-software.test.ts holds them equal.
 */

/**
 * Client software name (KIP-511 allows letters, digits, '.' and '-').
 * @internal
 */
export const CLIENT_SOFTWARE_NAME = 'kafka-eos';

/**
 * Client software version, the package version.
 * @internal
 */
export const CLIENT_SOFTWARE_VERSION = '0.1.0';
