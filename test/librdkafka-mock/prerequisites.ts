/**
 * Which external tools the librdkafka interop tests need are missing on this machine, checked
 * synchronously so that a test file can decide at collection time whether to run or skip.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A tool the librdkafka harness or its tests need, with the Debian package providing it.
 * @internal
 */
export interface MockClusterPrerequisite {
  readonly tool: string;
  readonly aptPackage: string;
}

function runs(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Header locations Debian and common prefixes use; gcc searches these by default. */
const MOCK_HEADER_PATHS = ['/usr/include/librdkafka/rdkafka_mock.h', '/usr/local/include/librdkafka/rdkafka_mock.h'];

/**
 * The prerequisites that are missing: gcc and librdkafka-dev build the mock cluster; kcat is the
 * third-party client the harness tests drive (pass `{ kcat: false }` when a suite does not use it).
 * @internal
 */
export function missingMockClusterPrerequisites(options: { readonly kcat?: boolean } = {}): MockClusterPrerequisite[] {
  const missing: MockClusterPrerequisite[] = [];
  if (!runs('gcc', ['--version'])) missing.push({ tool: 'gcc', aptPackage: 'gcc' });
  if (!MOCK_HEADER_PATHS.some((path) => existsSync(path))) missing.push({ tool: 'librdkafka-dev', aptPackage: 'librdkafka-dev' });
  // kcat -V exits 0 and prints its version and librdkafka's.
  if (options.kcat !== false && !runs('kcat', ['-V'])) missing.push({ tool: 'kcat', aptPackage: 'kcat' });
  return missing;
}

/**
 * One sentence naming what is missing and the apt-get line that installs it.
 * @internal
 */
export function describeMissingPrerequisites(missing: readonly MockClusterPrerequisite[]): string {
  const packages = [...new Set(missing.map((item) => item.aptPackage))].join(' ');
  return `librdkafka mock-cluster tests need ${missing.map((item) => item.tool).join(', ')}: apt-get install -y ${packages}`;
}
