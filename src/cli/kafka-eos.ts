#!/usr/bin/env node
/**
 * `kafka-eos`: the admin CLI (topics, groups, transactions) from a shell. See admin-cli.ts for the contract (output,
 * exit codes) and `kafka-eos --help` for the commands.
 */
import { runAdminCli } from './admin-cli.js';

process.exitCode = await runAdminCli(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr });
