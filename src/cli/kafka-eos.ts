#!/usr/bin/env node
/**
 * `kafka-eos`: the admin CLI (topics, groups, transactions) from a shell. See admin-cli.ts for the contract (output,
 * exit codes) and `kafka-eos --help` for the commands.
 */
import { runAdminCli } from './admin-cli.js';

// `kafka-eos ... | head -1` or `| grep -q` closes the pipe before the output ends; the reader has what it wanted,
// so that is not a failure to report with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runAdminCli(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr });
