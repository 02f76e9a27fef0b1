/**
 * The command line, testable in-process: run(argv, io) returns the exit code.
 *
 *   score FILE [--preset NAME] [--program NAME] [--json|--csv] [--form mp|imp|butler|cross-imp] [--tables N] [--section X] [--teams [--knockout]]
 *   check FILE [--preset NAME] [--program NAME] [--time-limit SECONDS]
 *   convert FILE --to usebio|pbn|csv|html [-o OUT] [--preset NAME] [--program NAME] [--section X] [--dd [--time-limit SECONDS]]
 *   dd FILE [--csv|--json] [--time-limit SECONDS]
 *
 * Exit codes: 0 success (check: no value differs); 1 check found differences, or dd left a deal unsolved;
 * 2 the file cannot be read, bad arguments, or the event cannot be scored.
 *
 * Commands that solve deals (dd; check --dd of a PBN that carries Optimum tags; convert --dd) return a promise.
 *
 * The file formats (CSV traveller, individual traveller, preferans protocol) are described in the README.
 */
import { BridgeInputError, DEFAULT_PRESET_ID, PRESET_IDS, PROGRAM_IDS, inputProblem } from '../engine';
import type { ScoringForm } from '../engine';
import { checkOptimum, checkResults, formatDifference, readPbnOptimum } from '../engine';
import { checkOptimumByOwnTable } from './optimum';
import type { ReadResult } from '../engine';
import { isBws, readResultsFile } from '../engine';
import { parseArgs, timeLimitOption, UsageError, type ParsedArgs } from './args';
import { scoreBws } from './bws';
import { convert } from './convert';
import type { CliIo } from './io';
import { preferansCsv, preferansJson, preferansText, scorePreferans } from './preferans';
import { choosePreset, describeChoice } from './presets';
import { scoreCsv, scoreJson, scoreRead, scoreText } from './score';

export const USAGE = `usage:
  score FILE [--preset NAME] [--program NAME] [--json|--csv] [--form mp|imp|butler|cross-imp] [--tables N] [--section X] [--teams [--knockout]]
  check FILE [--preset NAME] [--program NAME] [--dd [--time-limit SECONDS]]
  convert FILE --to usebio|pbn|csv|html [-o OUT] [--preset NAME] [--program NAME] [--section X] [--dd [--time-limit SECONDS]]
  dd FILE [--csv|--json] [--time-limit SECONDS]
FILE is a PBN, USEBIO (XML) or CSV traveller file (pairs, or an individual with columns n,e,s,w), a
duplicate-preferans protocol CSV (columns deal,table,seat,player,score), or a Bridgemate .bws database (--section
picks one of its sections); the format is detected from its content.
--teams reads a CSV traveller as team matches (ns and ew are the teams; table 1 is the open room), scored in
IMPs; --knockout averages the IMPs of a ruling that does not balance over both sides' scores (Law 12C4).
presets: ${PRESET_IDS.join(', ')} (default: the one matching the program that wrote
the file; ru-preferans for a preferans protocol, else ${DEFAULT_PRESET_ID}).
programs: ${PROGRAM_IDS.join(', ')} (default: the program that wrote the file, else the preset's usual one).
dd prints the double-dummy table and par of each board whose deal the file gives; convert --dd adds them to a
PBN it writes. check compares a PBN's OptimumScore and OptimumContract with the par of its own
OptimumResultTable; check --dd solves the deals and compares all three with ours.
A deal that takes longer than --time-limit (default 30 seconds) is reported as too slow.
`;

const FORMS: readonly ScoringForm[] = ['mp', 'imp', 'butler', 'cross-imp'];

/** The solver's side of the command line, loaded only by the commands that solve deals. */
const dd = () => import(/* webpackChunkName: "dd" */ './dd');

const COMMAND_OPTIONS: Record<string, readonly string[]> = {
  score: ['preset', 'program', 'json', 'csv', 'form', 'tables', 'section', 'teams', 'knockout'],
  check: ['preset', 'program', 'form', 'section', 'dd', 'time-limit'],
  convert: ['to', 'o', 'output', 'form', 'preset', 'program', 'section', 'dd', 'time-limit'],
  dd: ['json', 'csv', 'time-limit'],
};

export function run(argv: readonly string[], io: CliIo): number | Promise<number> {
  let args: ParsedArgs;
  try {
    args = parseArgs(argv);
    if (args.options.help || args.options.h || args.command === 'help') {
      io.stdout(USAGE);
      return 0;
    }
    if (!args.command) throw new UsageError('no command given');
    const allowed = COMMAND_OPTIONS[args.command];
    if (!allowed) throw new UsageError(`unknown command '${args.command}'`);
    for (const name of Object.keys(args.options)) {
      if (!allowed.includes(name)) throw new UsageError(`option --${name} does not apply to ${args.command}`);
    }
    if (args.operands.length !== 1) {
      throw new UsageError(
        args.operands.length
          ? `${args.command} takes one FILE, not ${args.operands.length}`
          : `${args.command} needs a FILE`,
      );
    }
    if (args.options.json && args.options.csv) throw new UsageError('give --json or --csv, not both');
  } catch (e) {
    return fail(io, e);
  }
  try {
    switch (args.command) {
      case 'score':
        return scoreCommand(args, io);
      case 'check':
        return checkCommand(args, io);
      case 'convert': {
        const r = read(args, io);
        if (r.preferans) {
          throw new BridgeInputError(
            `${r.file} is a preferans protocol: score or check it; it has no other format here`,
          );
        }
        if (args.options.dd) {
          if (args.options.to !== 'pbn') throw new UsageError('--dd applies to --to pbn');
          const limit = timeLimitOption(args);
          return settle(
            io,
            dd()
              .then((m) => m.solveBoards(r, io, limit))
              .then(({ solved }) => {
                for (const [board, a] of solved) r.boardInfo[board] = { ...r.boardInfo[board], doubleDummy: a };
                return convert(args, io, r);
              }),
          );
        }
        if (args.options['time-limit'] !== undefined) throw new UsageError('--time-limit applies with --dd');
        return convert(args, io, r);
      }
      case 'dd': {
        const r = read(args, io);
        return settle(
          io,
          dd().then((m) => m.ddCommand(args, io, r)),
        );
      }
      default:
        throw new UsageError(`unknown command '${args.command}'`);
    }
  } catch (e) {
    return fail(io, e);
  }
}

/** The exit code of a command that finishes later; its errors are reported as the others' are. */
function settle(io: CliIo, p: Promise<number>): Promise<number> {
  return p.catch((e: unknown) => fail(io, e));
}

function fail(io: CliIo, e: unknown): number {
  if (e instanceof UsageError) {
    io.stderr(`error: ${e.message}\n${USAGE}`);
    return 2;
  }
  if (e instanceof BridgeInputError) {
    io.stderr(`error: ${e.message}\n`);
    return 2;
  }
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err === 'object' && typeof err.code === 'string' && err.path) {
    const why = err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'it is a folder' : err.code;
    io.stderr(`error: cannot read ${err.path}: ${why}\n`);
    return 2;
  }
  io.stderr(`error: ${e instanceof Error ? e.message : String(e)}\n`);
  return 2;
}

function formOption(args: ParsedArgs): ScoringForm | undefined {
  const f = args.options.form;
  if (f === undefined) return undefined;
  if (typeof f !== 'string' || !FORMS.includes(f as ScoringForm)) {
    throw new UsageError(`--form '${String(f)}' is not one of ${FORMS.join(', ')}`);
  }
  return f as ScoringForm;
}

/** The file's bytes; a folder or a missing file is an input problem naming it. */
function readBytes(file: string, io: CliIo): Uint8Array {
  try {
    return io.readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'EISDIR') throw inputProblem('folder', { value: file }, { file }, file);
    if (code === 'ENOENT') throw inputProblem('noFile', { value: file }, { file }, file);
    throw e;
  }
}

function read(args: ParsedArgs, io: CliIo): ReadResult {
  const file = args.operands[0];
  const bytes = readBytes(file, io);
  const form = formOption(args) ?? (args.options.teams ? 'imp' : undefined);
  const section = typeof args.options.section === 'string' ? args.options.section : undefined;
  const r = readResultsFile(bytes, file, {
    ...(form ? { form } : {}),
    ...(section !== undefined ? { section } : {}),
    ...(args.options.teams ? { kind: 'teams' } : {}),
  });
  // Lines kept but not scored (a score that disagrees with its contract) and other things set aside.
  for (const w of r.warnings) io.stderr(`warning: ${w}\n`);
  return r;
}

/** The preset: --preset, else the program's, else ru-preferans for a preferans protocol and wbf otherwise. */
function presetFor(args: ParsedArgs, r: ReadResult) {
  return choosePreset(
    args.options.preset,
    r.event.program,
    r.preferans ? 'ru-preferans' : DEFAULT_PRESET_ID,
    args.options.program,
  );
}

function scoreCommand(args: ParsedArgs, io: CliIo): number {
  const file = args.operands[0];
  const bytes = readBytes(file, io);
  const tables = tablesOf(args);
  if (isBws(bytes)) {
    const form = formOption(args);
    const section = args.options.section;
    return scoreBws(
      bytes,
      file,
      choosePreset(args.options.preset, 'Bridgemate').preset,
      {
        ...(typeof section === 'string' ? { section } : {}),
        ...(args.options.csv ? { csv: true } : {}),
        ...(args.options.json ? { json: true } : {}),
        ...(tables !== undefined ? { tables } : {}),
        ...(form ? { form } : {}),
      },
      io,
    );
  }
  return scoreOther(args, io, tables);
}

function tablesOf(args: ParsedArgs): number | undefined {
  const tablesOption = args.options.tables;
  if (tablesOption === undefined) return undefined;
  if (typeof tablesOption !== 'string' || !/^\d+$/.test(tablesOption) || Number(tablesOption) < 1) {
    throw new UsageError(`--tables '${String(tablesOption)}' is not a number of tables (a whole number of at least 1)`);
  }
  return Number(tablesOption);
}

function scoreOther(args: ParsedArgs, io: CliIo, tables: number | undefined): number {
  const r = read(args, io);
  if (tables !== undefined) r.event.expectedResults = tables;
  const choice = presetFor(args, r);
  const note = describeChoice(choice, r.event.program);
  if (r.preferans) {
    const p = scorePreferans(r, choice.preset, tables);
    if (args.options.csv) io.stdout(preferansCsv(p));
    else if (args.options.json) io.stdout(preferansJson(p, note));
    else io.stdout(preferansText(p, note));
    return 0;
  }
  if (args.options.knockout && r.event.kind !== 'teams') {
    throw new UsageError('--knockout applies to team matches: give --teams for a CSV traveller');
  }
  const s = scoreRead(r, choice.preset, { knockout: Boolean(args.options.knockout) });
  if (args.options.csv) io.stdout(scoreCsv(s));
  else if (args.options.json) io.stdout(scoreJson(s, note));
  else io.stdout(scoreText(s, note));
  return 0;
}

function checkCommand(args: ParsedArgs, io: CliIo): number | Promise<number> {
  const solve = Boolean(args.options.dd);
  if (!solve && args.options['time-limit'] !== undefined) throw new UsageError('--time-limit applies with --dd');
  const r = read(args, io);
  if (r.format === 'bws') {
    io.stderr(`${r.file}: a Bridgemate .bws holds what the tables sent and no computed figures: nothing to compare\n`);
    io.stdout('checked: 0 values, 0 differ\n');
    return 0;
  }
  const choice = presetFor(args, r);
  const report = checkResults(r, choice.preset, { presetReason: choice.reason });
  const finish = (): number => {
    for (const d of report.differences) io.stdout(`${formatDifference(d)}\n`);
    for (const n of report.notChecked) {
      io.stderr(`not checked: ${n.what} (${n.values} value${n.values === 1 ? '' : 's'}): ${n.reason}\n`);
    }
    io.stderr(`${r.file}: ${describeChoice(choice, r.event.program)}\n`);
    io.stdout(`checked: ${report.checked} values, ${report.differences.length} differ\n`);
    return report.differences.length ? 1 : 0;
  };
  // A PBN's double-dummy figures: the par claims against the file's own table, or (--dd) everything against our
  // solver, each deal solved in a worker.
  const carried = r.format === 'pbn' ? readPbnOptimum(io.readFile(r.file), r.file) : [];
  const limit = timeLimitOption(args);
  if (!carried.length) return finish();
  if (!solve) {
    const own = checkOptimumByOwnTable(r, carried);
    report.checked += own.checked;
    report.differences.push(...own.differences);
    report.notChecked.push(...own.notChecked);
    return finish();
  }
  return settle(
    io,
    dd()
      .then((m) => m.solveBoards(r, io, limit))
      .then(({ solved, missing }) => {
        const dd = checkOptimum(carried, solved, missing);
        report.checked += dd.checked;
        report.differences.push(...dd.differences);
        report.notChecked.push(...dd.notChecked);
        return finish();
      }),
  );
}
