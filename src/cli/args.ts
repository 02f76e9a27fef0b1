/** Command-line arguments: a command, positional operands and --options (with values where they take one). */

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  command?: string;
  operands: string[];
  options: Record<string, string | true>;
}

/** Options that take a value, per command. Every other known option is a flag. */
const VALUE_OPTIONS = new Set(['preset', 'program', 'form', 'tables', 'to', 'o', 'output', 'section', 'time-limit']);
const FLAG_OPTIONS = new Set(['json', 'csv', 'help', 'h', 'teams', 'knockout', 'dd']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const out: ParsedArgs = { operands: [], options: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      out.operands.push(...argv.slice(i + 1));
      break;
    }
    const m = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/.exec(a);
    if (m && a !== '-') {
      const name = m[1];
      if (VALUE_OPTIONS.has(name)) {
        const value = m[2] ?? argv[++i];
        if (value === undefined || (m[2] === undefined && value.startsWith('--'))) {
          throw new UsageError(`option --${name} needs a value`);
        }
        out.options[name] = value;
      } else if (FLAG_OPTIONS.has(name)) {
        if (m[2] !== undefined) throw new UsageError(`option --${name} takes no value`);
        out.options[name] = true;
      } else {
        throw new UsageError(`unknown option '${a}'`);
      }
      continue;
    }
    if (out.command === undefined) out.command = a;
    else out.operands.push(a);
  }
  return out;
}

/**
 * --time-limit in seconds, as milliseconds; undefined when not given (the solver's default then applies, 30 s).
 * Read here, not beside the solver, so that a command checks it without loading the solver.
 */
export function timeLimitOption(args: ParsedArgs): number | undefined {
  const v = args.options['time-limit'];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^\d+(\.\d+)?$/.test(v) || Number(v) <= 0) {
    throw new UsageError(`--time-limit '${String(v)}' is not a number of seconds`);
  }
  return Number(v) * 1000;
}
