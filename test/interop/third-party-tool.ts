/**
 * Gating of interop suites on third-party tools: a suite runs when its tool is installed; otherwise it is
 * skipped with a message saying what to install, unless `CI` is set, in which case it fails, because
 * .ci/run installs every tool and a silent skip there would hide a broken install.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, it } from 'vitest';

export interface ThirdPartyTool {
  readonly name: string;
  readonly available: boolean;
  /** How to install it (shown when it is missing). */
  readonly install: string;
}

/** An npm package resolvable from this repository. */
export function npmPackage(name: string): ThirdPartyTool {
  let available = true;
  try {
    createRequire(import.meta.url).resolve(name);
  } catch {
    available = false;
  }
  return { name: `npm package ${name}`, available, install: 'npm ci (it is a devDependency)' };
}

/**
 * A peer client installed in bench/peers (its own package.json, outside the project's dependencies): the
 * librdkafka 2.12+ Node clients build their bundled librdkafka there.
 */
export function benchPeer(name: string): ThirdPartyTool {
  let available = true;
  try {
    const resolved = createRequire(new URL('../../bench/peers/package.json', import.meta.url)).resolve(name);
    // Loaded in a child: a package whose native build failed resolves but does not load.
    const probe = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(resolved)})`], { stdio: 'ignore', timeout: 20_000 });
    available = probe.error === undefined && probe.status === 0;
  } catch {
    available = false;
  }
  return { name: `${name} in bench/peers`, available, install: 'cd bench/peers && CKJS_LINKING=dynamic npm ci' };
}

/** A Python module importable by `python3`. */
export function pythonModule(module: string, install: string): ThirdPartyTool {
  const probe = spawnSync('python3', ['-c', `import ${module}`], { stdio: 'ignore', timeout: 20_000 });
  return { name: `python3 module ${module}`, available: probe.status === 0, install };
}

/** An executable on PATH that answers `args` with exit status 0. */
export function executable(command: string, args: readonly string[], install: string): ThirdPartyTool {
  const probe = spawnSync(command, [...args], { stdio: 'ignore', timeout: 20_000 });
  return { name: command, available: probe.error === undefined && probe.status === 0, install };
}

/** `describe` when the tool is there; a skipped suite (locally) or a failing test (CI) when it is not. */
export function describeWithTool(title: string, tool: ThirdPartyTool, body: () => void): void {
  if (tool.available) {
    describe(title, body);
  } else if (process.env['CI'] !== undefined && process.env['CI'] !== '') {
    describe(title, () => {
      it(`needs ${tool.name}`, () => {
        throw new Error(`${tool.name} is not installed but CI is set; install it with: ${tool.install}`);
      });
    });
  } else {
    describe.skip(`${title} [skipped: ${tool.name} is not installed; install it with: ${tool.install}]`, body);
  }
}
