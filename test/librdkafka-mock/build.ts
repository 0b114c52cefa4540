/**
 * Builds `mock-cluster.c` with gcc against Debian's librdkafka-dev, on demand.
 *
 * The binary goes to `node_modules/.cache/kafka-eos/librdkafka-mock/` (ignored by git, wiped by `npm ci`),
 * and is rebuilt only when it is missing or older than the source, so a vitest `beforeAll` can call
 * {@link buildMockCluster} in every file for free. Parallel vitest workers may build at the same time: each
 * compiles to its own temporary file and renames it into place, which is atomic on one file system.
 */
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MockClusterToolchainError } from './mock-cluster-errors.js';

const execFileAsync = promisify(execFile);

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Absolute path of the C source.
 * @internal
 */
export const MOCK_CLUSTER_SOURCE = join(HERE, 'mock-cluster.c');

/**
 * Default folder for the compiled binary.
 * @internal
 */
export const MOCK_CLUSTER_BUILD_DIR = join(HERE, '..', '..', 'node_modules', '.cache', 'kafka-eos', 'librdkafka-mock');

/**
 * Options of {@link buildMockCluster}.
 * @internal
 */
export interface BuildMockClusterOptions {
  /** Where the binary goes; defaults to {@link MOCK_CLUSTER_BUILD_DIR}. */
  readonly outputDir?: string;
  /** The C compiler; defaults to `gcc`. */
  readonly compiler?: string;
  /** Rebuild even when the binary is up to date. */
  readonly force?: boolean;
}

/**
 * What {@link buildMockCluster} did.
 * @internal
 */
export interface BuildMockClusterResult {
  /** Absolute path of the runnable binary. */
  readonly binaryPath: string;
  /** True when gcc ran; false when the existing binary was newer than the source. */
  readonly rebuilt: boolean;
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Matches gcc's complaints when librdkafka's headers or shared library are absent. */
const MISSING_LIBRDKAFKA = /librdkafka\/rdkafka(?:_mock)?\.h: No such file|cannot find -lrdkafka/;

function isErrnoException(error: unknown): error is NodeJS.ErrnoException & { stderr?: string } {
  return error instanceof Error && 'code' in error;
}

/**
 * Compiles the mock-cluster program when the binary is missing or older than `mock-cluster.c`.
 * Throws {@link MockClusterToolchainError} naming the apt package when gcc or librdkafka-dev is missing.
 * @internal
 */
export async function buildMockCluster(options: BuildMockClusterOptions = {}): Promise<BuildMockClusterResult> {
  const outputDir = options.outputDir ?? MOCK_CLUSTER_BUILD_DIR;
  const compiler = options.compiler ?? 'gcc';
  const binaryPath = join(outputDir, 'mock-cluster');
  const sourceTime = await modifiedAt(MOCK_CLUSTER_SOURCE);
  if (sourceTime === undefined) throw new Error(`mock-cluster source not found at ${MOCK_CLUSTER_SOURCE}`);
  const binaryTime = await modifiedAt(binaryPath);
  if (options.force !== true && binaryTime !== undefined && binaryTime >= sourceTime) {
    return { binaryPath, rebuilt: false };
  }

  await mkdir(outputDir, { recursive: true });
  const temporaryPath = `${binaryPath}.${process.pid}.${Date.now()}.tmp`;
  try {
    await execFileAsync(compiler, ['-O2', '-Wall', '-Wextra', '-Werror', MOCK_CLUSTER_SOURCE, '-o', temporaryPath, '-lrdkafka'], {
      timeout: 120_000,
    });
  } catch (error: unknown) {
    await rm(temporaryPath, { force: true });
    if (isErrnoException(error) && error.code === 'ENOENT') {
      throw new MockClusterToolchainError(compiler, 'gcc', `\`${compiler}\` is not on PATH`, { cause: error });
    }
    const stderr = isErrnoException(error) && typeof error.stderr === 'string' ? error.stderr : '';
    if (MISSING_LIBRDKAFKA.test(stderr)) {
      throw new MockClusterToolchainError('librdkafka-dev', 'librdkafka-dev', stderr.trim(), { cause: error });
    }
    throw new Error(`compiling ${MOCK_CLUSTER_SOURCE} failed:\n${stderr}`, { cause: error });
  }
  await rename(temporaryPath, binaryPath);
  return { binaryPath, rebuilt: true };
}
