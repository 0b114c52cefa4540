/**
 * Errors raised by the librdkafka mock-cluster harness. They carry a stable `code` so that interop tests can
 * branch on it the way users do on the library's errors; they are the harness's, not the library's, so they do
 * not extend `KafkaClientError` (whose codes are the library's closed set).
 */

/** The harness's error codes. @internal */
export type MockClusterErrorCode = 'ERR_MOCK_CLUSTER_TOOLCHAIN' | 'ERR_MOCK_CLUSTER_COMMAND' | 'ERR_MOCK_CLUSTER_PROCESS';

/** Base of the harness's errors. @internal */
export class MockClusterError extends Error {
  /** A stable, machine-readable identifier. */
  readonly code: MockClusterErrorCode;

  constructor(code: MockClusterErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.name = new.target.name;
  }
}

/**
 * A tool the harness needs is not installed: `gcc`, or the librdkafka headers and library.
 * `aptPackage` names the Debian package that provides it.
 * @internal
 */
export class MockClusterToolchainError extends MockClusterError {
  /** The missing tool, e.g. `gcc` or `librdkafka-dev`. */
  readonly missing: string;
  /** The Debian package to `apt-get install`. */
  readonly aptPackage: string;

  constructor(missing: string, aptPackage: string, detail: string, options: { cause?: unknown } = {}) {
    super(
      'ERR_MOCK_CLUSTER_TOOLCHAIN',
      `cannot build the librdkafka mock cluster: ${missing} is missing (install it with \`apt-get install -y ${aptPackage}\`): ${detail}`,
      options,
    );
    this.missing = missing;
    this.aptPackage = aptPackage;
  }
}

/**
 * The mock-cluster program answered a command with an `error <text>` line: the command was refused
 * (bad argument, unknown broker, librdkafka error) and changed nothing.
 * @internal
 */
export class MockClusterCommandError extends MockClusterError {
  /** The command line that was sent, without its newline. */
  readonly command: string;
  /** The program's explanation (the text after `error `). */
  readonly reason: string;

  constructor(command: string, reason: string) {
    super('ERR_MOCK_CLUSTER_COMMAND', `mock cluster refused \`${command}\`: ${reason}`);
    this.command = command;
    this.reason = reason;
  }
}

/**
 * The mock-cluster process failed to start, stopped answering within the bound, or exited while a
 * command was pending. `stderrTail` holds its last log lines for diagnosis.
 * @internal
 */
export class MockClusterProcessError extends MockClusterError {
  /** The last lines the process wrote to stderr. */
  readonly stderrTail: readonly string[];

  constructor(message: string, stderrTail: readonly string[], options: { cause?: unknown } = {}) {
    const tail = stderrTail.length === 0 ? '' : `\n--- mock-cluster stderr (last lines) ---\n${stderrTail.join('\n')}`;
    super('ERR_MOCK_CLUSTER_PROCESS', `${message}${tail}`, options);
    this.stderrTail = stderrTail;
  }
}
