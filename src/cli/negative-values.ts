/**
 * Negative numbers as flag values. node's `parseArgs` takes an argument that starts with a dash for the next flag,
 * not for the value of the flag before it, so `--retention-ms -1` or `--coordinator-epoch -1` would fail as a
 * missing value; both CLIs write such a pair as `--flag=-1` before parsing.
 */

/**
 * `argv` with every `--flag -N` written as `--flag=-N`, for the flags `takesNumber` names (without the dashes).
 * @internal
 */
export function joinNegativeValues(argv: readonly string[], takesNumber: (flag: string) => boolean): string[] {
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === undefined) break;
    const next = argv[index + 1];
    if (arg.startsWith('--') && takesNumber(arg.slice(2)) && next !== undefined && /^-\d+$/.test(next)) {
      out.push(`${arg}=${next}`);
      index++;
    } else {
      out.push(arg);
    }
  }
  return out;
}
