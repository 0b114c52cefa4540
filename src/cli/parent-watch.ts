/**
 * Lets `kafka-eos-broker` exit when whoever started it goes away, so a test runner or script that dies
 * (or is SIGKILLed) leaves no orphan broker holding ports.
 *
 * Why more than the parent: under `npx kafka-eos-broker` the process tree is `npm (npx) -> sh -c -> node`.
 * A SIGTERM to npx reaches `sh`, which dies without passing it on, and a SIGKILL to npx reaches nobody,
 * so the broker's parent can be alive (sh) while the process the user controls is gone. The watch
 * therefore follows the parent and, when started by npm (`npm_command` in the environment: `npx`,
 * `npm exec`, `npm run`), every ancestor up to and including that npm process. When one of them has
 * gone (its pid no longer exists, or the broker was re-parented) `onGone` is called once.
 *
 * Ancestors are read from `/proc` (Linux). Elsewhere only re-parenting is detected (`process.ppid`
 * changes when the parent dies), which covers a direct parent.
 */
import { readFileSync } from 'node:fs';

/**
 * How often the watch looks, in ms.
 * @internal
 */
export const PARENT_WATCH_INTERVAL_MS = 250;

/** The parent pid of `pid` from /proc, or undefined when unreadable (not Linux, or gone). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces: state, ppid, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    return Number.isInteger(parent) ? parent : undefined;
  } catch {
    return undefined;
  }
}

/** The command line of `pid` from /proc ('' when unreadable). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * The pids to watch: the parent, and under npm every ancestor up to the npm process itself.
 * @internal
 */
export function watchedAncestors(env: NodeJS.ProcessEnv = process.env): number[] {
  const pids = [process.ppid];
  if (env.npm_command === undefined) return pids;
  let pid = process.ppid;
  for (let depth = 0; depth < 4; depth++) {
    if (/\bnpm(-cli)?(\.js)?\b|\bnpx(-cli)?(\.js)?\b/.test(commandOf(pid))) break;
    const parent = parentOf(pid);
    if (parent === undefined || parent <= 1) break;
    pids.push(parent);
    pid = parent;
  }
  return pids;
}

/**
 * Starts watching; returns a function that stops the watch. The timer does not keep the process alive.
 * @internal
 */
export function watchParents(onGone: (reason: string) => void, intervalMs = PARENT_WATCH_INTERVAL_MS): () => void {
  const originalParent = process.ppid;
  const ancestors = watchedAncestors();
  const timer = setInterval(() => {
    let reason: string | undefined;
    if (process.ppid !== originalParent) reason = `parent process ${originalParent} exited`;
    else {
      const gone = ancestors.find((pid) => !isAlive(pid));
      if (gone !== undefined) reason = `ancestor process ${gone} exited`;
    }
    if (reason === undefined) return;
    clearInterval(timer);
    onGone(reason);
  }, intervalMs);
  timer.unref();
  return () => { clearInterval(timer); };
}
