/**
 * Runs the admin CLI in-process (`runAdminCli`) as a shell would run `kafka-eos <args>`, and captures what it
 * prints and its exit code.
 */
import { runAdminCli } from '../../src/cli/admin-cli.js';

/** A finished CLI run. @internal */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `kafka-eos <args>` with `env` as its environment and `now` as its clock. @internal */
export async function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}, now: () => number = Date.now): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runAdminCli(args, env, { stdout: { write: (text: string) => { stdout += text; } }, stderr: { write: (text: string) => { stderr += text; } } }, now);
  return { code, stdout, stderr };
}
