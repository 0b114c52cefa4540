/**
 * Tests of the on-demand build of mock-cluster.c: clear errors naming the apt package, and no rebuild
 * while the binary is newer than the source.
 */
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMockCluster } from './build.js';
import { MockClusterToolchainError } from './mock-cluster-errors.js';
import { missingMockClusterPrerequisites } from './prerequisites.js';

const missing = missingMockClusterPrerequisites({ kcat: false });
const skip = missing.length > 0 && process.env.CI === undefined;

describe('buildMockCluster', () => {
  let outputDir: string;

  beforeEach(async () => {
    outputDir = await mkdtemp(join(tmpdir(), 'kafka-eos-mock-build-'));
  });

  afterEach(async () => {
    await rm(outputDir, { recursive: true, force: true });
  });

  it('names the apt package when the compiler is missing', async () => {
    const attempt = buildMockCluster({ outputDir, compiler: 'kafka-eos-no-such-gcc' });
    await expect(attempt).rejects.toBeInstanceOf(MockClusterToolchainError);
    await expect(attempt).rejects.toThrow(/apt-get install -y gcc/);
  });

  it('names librdkafka-dev when gcc cannot find its headers', async () => {
    // A stand-in compiler that fails the way gcc does without librdkafka-dev.
    const compiler = join(outputDir, 'fake-gcc');
    await writeFile(compiler, '#!/bin/sh\necho "mock-cluster.c:31:10: fatal error: librdkafka/rdkafka.h: No such file or directory" >&2\nexit 1\n');
    await chmod(compiler, 0o755);
    await expect(buildMockCluster({ outputDir, compiler })).rejects.toSatisfy(
      (error) => error instanceof MockClusterToolchainError && error.aptPackage === 'librdkafka-dev' && /apt-get install -y librdkafka-dev/.test(error.message),
    );
  });

  it.skipIf(skip)('compiles once, then reuses the binary while it is newer than the source', async () => {
    const first = await buildMockCluster({ outputDir });
    expect(first.rebuilt).toBe(true);
    expect((await stat(first.binaryPath)).mode & 0o111).not.toBe(0);
    const second = await buildMockCluster({ outputDir });
    expect(second).toEqual({ binaryPath: first.binaryPath, rebuilt: false });
    expect((await buildMockCluster({ outputDir, force: true })).rebuilt).toBe(true);
  });
});
