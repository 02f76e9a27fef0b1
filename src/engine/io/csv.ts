/**
 * CSV traveller reader. One row per table result, the same columns as the workbook's traveller table.
 *
 * Header row (names in any order, any case): board, ns, ew, contract, declarer, result, score_ns are required;
 * table, round, lead, ruling, form are optional; mp_ns, mp_ew, pct_ns, pct_ew, imp_ns, imp_ew (as printed by
 * `score --csv`) are read as values the file carries, for check. Separator: comma, semicolon or tab (taken
 * from the header row). Fields may be quoted with double quotes ("" for a quote inside).
 *
 * A row gives its score by contract + declarer + result, or by score_ns, or both (then they must agree). The
 * ruling column holds the director's line mark (engine/rulings/line-mark.ts): a ruling in the project's
 * notation (the row is ruled), NP (not played), CANCELLED, FORM B (Law 87; the form column says the same, and
 * the two must agree when both are given), or only a procedural penalty, laws or a note (the score stands). A
 * row with no result, no score and no ruling waits (pending). Contract NP also means the board was not played
 * at that table. The reserved pair id PHANTOM (model/phantom.ts) in the ns or ew column marks a sit-out against
 * the phantom pair: its contract, declarer, result and score are empty, and the preset scores the real pair.
 */
import { inputProblem } from '../i18n/io';
import { boardVulnerability } from '../model/board';
import { isPhantomPair, PHANTOM_PAIR, phantomOpponentOf } from '../model/phantom';
import { contractScore, formatContract, parseContract, parseSeat, parseTricks } from '../model/contract';
import { scoreContractConflict } from '../model/reachable';
import type { BridgeInputError } from '../model/types';
import type {
  Contestant,
  Contract,
  Direction,
  EventData,
  EventKind,
  PlayedResult,
  ScoringForm,
  Seat,
  SourceRef,
  TravellerEntry,
} from '../model/types';
import { applyLineMark, parseLineMark } from '../rulings/line-mark';
import type { CarriedEntry, ReadResult } from './check';
import { emptyValues } from './check';
import {
  atPlace,
  decodeText,
  inputError,
  parsePrinted,
  parseScore,
  parseWhole,
  unguardCell,
  type TextEncoding,
} from './fields';
import { isNotPlayedText } from '../model/marks';
import { TRAVELLER_FIGURES, type TravellerField } from '../model/traveller-columns';

export const CSV_REQUIRED = [
  'board',
  'ns',
  'ew',
  'contract',
  'declarer',
  'result',
  'score_ns',
] as const satisfies readonly TravellerField[];
export const CSV_OPTIONAL = ['table', 'round', 'lead', 'ruling', 'form'] as const satisfies readonly (
  TravellerField | 'form'
)[];
export const CSV_CARRIED = TRAVELLER_FIGURES;

export interface CsvReadOptions {
  file?: string;
  /** Scoring form of the event (the CSV does not say). Default 'mp'. */
  form?: ScoringForm;
  kind?: EventKind;
}

export interface CsvRecord {
  /** Physical line where the record starts (1-based). */
  line: number;
  fields: string[];
}

/**
 * Splits CSV text into records (RFC 4180 quoting; quoted fields may span lines). `maxRecords` stops after that
 * many records (the header alone: 1), so that a reader that needs only the header does not split a big file.
 */
export function splitCsv(
  text: string,
  file: string,
  separator?: string,
  maxRecords = Number.POSITIVE_INFINITY,
): { records: CsvRecord[]; separator: string } {
  const records: CsvRecord[] = [];
  const sep = eachCsvRecord(text, file, separator, (rec) => records.push(rec) < maxRecords);
  return { records, separator: sep };
}

/**
 * The records of CSV text handed one by one to `onRecord` (which returns false to stop), as splitCsv() splits
 * them; returns the separator. Text without a double quote is split line by line (no field can span lines).
 */
function eachCsvRecord(
  text: string,
  file: string,
  separator: string | undefined,
  onRecord: (rec: CsvRecord) => boolean,
): string {
  const src = text.replace(/^\uFEFF/, '');
  const sep = separator ?? guessSeparator(src);
  if (!src.includes('"')) {
    eachPlainRecord(src, sep, onRecord);
    return sep;
  }
  let line = 1;
  let i = 0;
  let more = true;
  while (i < src.length && more) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let atFieldStart = true;
    let done = false;
    while (i < src.length && !done) {
      const ch = src[i];
      if (quoted) {
        if (ch === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          quoted = false;
          i++;
          continue;
        }
        if (ch === '\n') line++;
        field += ch;
        i++;
        continue;
      }
      if (ch === '"' && atFieldStart) {
        quoted = true;
        atFieldStart = false;
        i++;
        continue;
      }
      if (ch === sep) {
        fields.push(field);
        field = '';
        atFieldStart = true;
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        if (ch === '\r' && src[i + 1] === '\n') i++;
        i++;
        line++;
        done = true;
        break;
      }
      // A run of plain characters is taken in one slice (no string grown a character at a time).
      let j = i + 1;
      while (j < src.length) {
        const c = src[j];
        if (c === sep || c === '\r' || c === '\n' || c === '"') break;
        j++;
      }
      field += src.slice(i, j);
      atFieldStart = false;
      i = j;
    }
    if (quoted) throw inputError('a quoted field is not closed', { file, line: start }, field);
    fields.push(field);
    if (fields.length === 1 && fields[0].trim() === '') continue;
    if (fields[0].trim().startsWith('#')) continue;
    more = onRecord({ line: start, fields });
  }
  return sep;
}

/** eachCsvRecord() for text with no quotes: each physical line a record, its fields split at the separator. */
function eachPlainRecord(src: string, sep: string, onRecord: (rec: CsvRecord) => boolean): void {
  const cr = src.includes('\r');
  let line = 1;
  let i = 0;
  while (i < src.length) {
    let end: number;
    let next: number;
    if (!cr) {
      end = src.indexOf('\n', i);
      if (end < 0) end = src.length;
      next = end + 1;
    } else {
      end = i;
      while (end < src.length && src.charCodeAt(end) !== 10 && src.charCodeAt(end) !== 13) end++;
      next = src.charCodeAt(end) === 13 && src.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    }
    const fields = src.slice(i, end).split(sep);
    const start = line;
    line++;
    i = next;
    if (fields.length === 1 && fields[0].trim() === '') continue;
    if (fields[0].trim().startsWith('#')) continue;
    if (!onRecord({ line: start, fields })) return;
  }
}

function guessSeparator(text: string): string {
  // The first line that is neither blank nor a comment, found without splitting the whole text.
  let first = '';
  for (let i = 0; i < text.length;) {
    let end = text.indexOf('\n', i);
    if (end < 0) end = text.length;
    const l = text.slice(i, end).replace(/\r$/, '');
    if (l.trim() !== '' && !l.trim().startsWith('#')) {
      first = l;
      break;
    }
    i = end + 1;
  }
  const count = (c: string) => first.split(c).length - 1;
  const candidates: Array<[string, number]> = [
    [',', count(',')],
    [';', count(';')],
    ['\t', count('\t')],
  ];
  candidates.sort((a, b) => b[1] - a[1]);
  return candidates[0][1] > 0 ? candidates[0][0] : ',';
}

const ALIASES: Record<string, string> = {
  bd: 'board',
  tbl: 'table',
  rnd: 'round',
  'n-s': 'ns',
  'e-w': 'ew',
  ns_pair: 'ns',
  ew_pair: 'ew',
  by: 'declarer',
  score: 'score_ns',
  nsscore: 'score_ns',
  'score ns': 'score_ns',
};

export function readCsv(input: string | Uint8Array, options: CsvReadOptions = {}): ReadResult {
  const file = options.file ?? 'input.csv';
  let text: string;
  let encoding: TextEncoding | undefined;
  if (typeof input === 'string') text = input;
  else ({ text, encoding } = decodeText(input, file));
  // A file with quotes is split whole first, so that a quoted field left open is the error it gets, whatever
  // its rows hold; a file without quotes is read record by record (a big file's fields never all in memory).
  let reader: CsvRowReader | undefined;
  const onRecord = (rec: CsvRecord): boolean => {
    if (reader) reader.row(rec);
    else reader = new CsvRowReader(rec, file);
    return true;
  };
  if (text.includes('"')) {
    const rows = splitCsv(text, file).records as Array<CsvRecord | undefined>;
    for (let r = 0; r < rows.length; r++) {
      const rec = rows[r] as CsvRecord;
      // A row read is let go, so that a big file's fields do not all stay in memory beside its lines.
      rows[r] = undefined;
      onRecord(rec);
    }
  } else eachCsvRecord(text, file, undefined, onRecord);
  if (!reader) throw inputProblem('emptyFile', {}, { file, line: 1 });
  return reader.result(options, encoding);
}

/** The carried columns and the figure each gives. */
const CARRIED_KEYS = [
  ['mp_ns', 'mpNS'],
  ['mp_ew', 'mpEW'],
  ['pct_ns', 'pctNS'],
  ['pct_ew', 'pctEW'],
  ['imp_ns', 'impNS'],
  ['imp_ew', 'impEW'],
] as const;

/** A whole number of up to 9 digits, read without a pattern; anything else (signs, spaces, errors) by parseWhole(). */
function whole(text: string, file: string, line: number, field: string, what: string, min: number): number {
  const n = text.length;
  if (n > 0 && n <= 9) {
    let v = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i) - 48;
      if (c < 0 || c > 9) return parseWhole(text, { file, line, field }, what, min);
      v = 10 * v + c;
    }
    if (v >= min) return v;
  }
  return parseWhole(text, { file, line, field }, what, min);
}

/** A row's field k trimmed; undefined when empty or not in the file (k < 0). */
function cell(fields: readonly string[], k: number): string | undefined {
  if (k < 0) return undefined;
  const v = (fields[k] ?? '').trim();
  return v === '' ? undefined : v;
}

/** cell() of a free-text field, a spreadsheet's guard quote taken off. */
function freeCell(fields: readonly string[], k: number): string | undefined {
  const v = cell(fields, k);
  return v === undefined ? undefined : unguardCell(v);
}

/** The traveller's rows read one by one after its header. */
class CsvRowReader {
  private readonly index = new Map<string, number>();
  private readonly warnings: string[] = [];
  private readonly values = emptyValues();
  private readonly entries: TravellerEntry[] = [];
  private readonly contestants = new Map<string, Contestant>();
  private readonly boards = new Set<number>();
  private readonly flagged: BridgeInputError[] = [];
  /** Per board, the line of each table seen (numbers as keys: no string built per row). */
  private readonly tablesSeen = new Map<number, Map<number, number>>();
  private readonly seenIn = new Map<string, Set<Direction>>();
  /** Column of each field (−1: not in the file), looked up once. */
  private readonly col: Record<
    'board' | 'table' | 'round' | 'ns' | 'ew' | 'lead' | 'form' | 'contract' | 'declarer' | 'result' | 'score_ns',
    number
  >;
  private readonly carriedCols: ReadonlyArray<readonly [number, (typeof CARRIED_KEYS)[number][0], keyof CarriedEntry]>;
  private readonly rulingCol: number;
  /** Contracts, seats and results already read, by their text (a big file repeats a few dozen of each). */
  private readonly contracts = new Map<string, Contract | 'PASS'>();
  private readonly seats = new Map<string, Seat>();
  private readonly tricks = new Map<string, Map<string, number | undefined>>();

  constructor(
    private readonly header: CsvRecord,
    private readonly file: string,
  ) {
    const { index, warnings } = this;
    header.fields.forEach((h, k) => {
      const raw = h.trim().toLowerCase();
      const name = ALIASES[raw] ?? raw.replace(/\s+/g, '_');
      if (name === '') return;
      if (index.has(name))
        throw inputError(
          `column '${h.trim()}' appears twice in the header`,
          { file, line: header.line, field: h.trim() },
          h,
        );
      const known =
        (CSV_REQUIRED as readonly string[]).includes(name) ||
        (CSV_OPTIONAL as readonly string[]).includes(name) ||
        (CSV_CARRIED as readonly string[]).includes(name);
      if (!known) {
        warnings.push(`${file} line ${header.line}: column '${h.trim()}' is not a traveller column and is ignored`);
        return;
      }
      index.set(name, k);
    });
    const missing = CSV_REQUIRED.filter((c) => !index.has(c));
    if (missing.length) {
      throw inputProblem(
        'missingColumn',
        { columns: missing.map((m) => `'${m}'`).join(', '), required: CSV_REQUIRED.join(', ') },
        { file, line: header.line, field: missing[0] },
        missing,
      );
    }
    const c = (name: string) => index.get(name) ?? -1;
    this.col = {
      board: c('board'),
      table: c('table'),
      round: c('round'),
      ns: c('ns'),
      ew: c('ew'),
      lead: c('lead'),
      form: c('form'),
      contract: c('contract'),
      declarer: c('declarer'),
      result: c('result'),
      score_ns: c('score_ns'),
    };
    this.rulingCol = c('ruling');
    this.carriedCols = CARRIED_KEYS.filter(([name]) => index.has(name)).map(
      ([name, key]) => [index.get(name) as number, name, key] as const,
    );
  }

  private contract(text: string, line: number, field: string): Contract | 'PASS' {
    let c = this.contracts.get(text);
    if (c === undefined) {
      c = atPlace(this.at(line, field), () => parseContract(text));
      // One contract object for the lines that write it alike (frozen: a line's result is read, never changed).
      if (c !== 'PASS') Object.freeze(c);
      this.contracts.set(text, c);
    }
    return c;
  }

  /** A pair of the row (not the phantom pair), noted with its direction; the one string kept for its id. */
  private contestant(id: string, dir: Direction): string {
    let c = this.contestants.get(id);
    if (c === undefined) this.contestants.set(id, (c = { id }));
    let set = this.seenIn.get(id);
    if (set === undefined) this.seenIn.set(id, (set = new Set<Direction>()));
    set.add(dir);
    return c.id;
  }

  private seat(text: string, line: number, field: string): Seat {
    let s = this.seats.get(text);
    if (s === undefined) {
      s = atPlace(this.at(line, field), () => parseSeat(text));
      this.seats.set(text, s);
    }
    return s;
  }

  private tricksOf(text: string, contractText: string, contract: Contract | 'PASS', line: number, field: string) {
    let byResult = this.tricks.get(contractText);
    if (byResult === undefined) this.tricks.set(contractText, (byResult = new Map()));
    if (byResult.has(text)) return byResult.get(text);
    const t = atPlace(this.at(line, field), () => parseTricks(text, contract));
    byResult.set(text, t);
    return t;
  }

  /** The place of a field of the row at `line`. */
  private at(line: number, field: string): SourceRef {
    return { file: this.file, line, field };
  }

  row(rec: CsvRecord): void {
    const { file, header, col, tablesSeen, warnings, flagged } = this;
    const fields = rec.fields;
    if (fields.length > header.fields.length && fields.slice(header.fields.length).some((f) => f.trim() !== '')) {
      throw inputError(`the row has ${fields.length} fields but the header names ${header.fields.length} columns`, {
        file,
        line: rec.line,
      });
    }
    const boardText = cell(fields, col.board);
    if (boardText === undefined) throw inputError('the board number is missing', this.at(rec.line, 'board'));
    const board = whole(boardText, this.file, rec.line, 'board', 'a board number', 1);
    this.boards.add(board);
    const entry: TravellerEntry = { board, status: 'pending', source: { file, line: rec.line } };
    const carried: CarriedEntry = {};
    const tableText = cell(fields, col.table);
    if (tableText !== undefined) {
      entry.table = whole(tableText, this.file, rec.line, 'table', 'a table number', 0);
      let onBoard = tablesSeen.get(board);
      if (!onBoard) tablesSeen.set(board, (onBoard = new Map()));
      const before = onBoard.get(entry.table);
      if (before !== undefined) {
        throw inputError(
          `table ${entry.table} appears twice on board ${board} (lines ${before} and ${rec.line})`,
          this.at(rec.line, 'table'),
          tableText,
        );
      }
      onBoard.set(entry.table, rec.line);
    }
    const roundText = cell(fields, col.round);
    if (roundText !== undefined) entry.round = whole(roundText, this.file, rec.line, 'round', 'a round number', 0);
    const ns = freeCell(fields, col.ns);
    const ew = freeCell(fields, col.ew);
    if (ns !== undefined) entry.ns = isPhantomPair(ns) ? PHANTOM_PAIR : this.contestant(ns, 'NS');
    if (ew !== undefined) entry.ew = isPhantomPair(ew) ? PHANTOM_PAIR : this.contestant(ew, 'EW');
    const lead = freeCell(fields, col.lead);
    if (lead !== undefined) entry.lead = lead;
    const form = freeCell(fields, col.form);
    if (form !== undefined) entry.form = form;

    const vul = boardVulnerability(board);
    const contractText = cell(fields, col.contract);
    const declarerText = cell(fields, col.declarer);
    const resultText = cell(fields, col.result);
    const scoreText = cell(fields, col.score_ns);
    let played: PlayedResult | undefined;
    let notPlayed = false;
    if (phantomOpponentOf(entry) !== undefined) {
      for (const [name, v] of [
        ['contract', contractText],
        ['declarer', declarerText],
        ['result', resultText],
        ['score_ns', scoreText],
      ] as const) {
        if (v !== undefined) {
          throw inputError(
            `'${v}' is given on a line against the phantom pair (${PHANTOM_PAIR}); leave it empty`,
            this.at(rec.line, name),
            v,
          );
        }
      }
      notPlayed = true;
    } else if (contractText !== undefined && isNotPlayedText(contractText, 'contract')) {
      notPlayed = true;
      for (const [name, v] of [
        ['declarer', declarerText],
        ['result', resultText],
        ['score_ns', scoreText],
      ] as const) {
        if (v !== undefined)
          throw inputError(`'${v}' is given but the contract says not played (NP)`, this.at(rec.line, name), v);
      }
    } else if (contractText !== undefined) {
      const contract = this.contract(contractText, rec.line, 'contract');
      if (contract === 'PASS') {
        if (declarerText !== undefined)
          throw inputError(
            `a passed-out board has no declarer ('${declarerText}')`,
            this.at(rec.line, 'declarer'),
            declarerText,
          );
        this.tricksOf(resultText ?? '', contractText, contract, rec.line, 'result');
        played = { contract: 'PASS' };
      } else {
        if (declarerText === undefined)
          throw inputError(`the declarer of ${formatContract(contract)} is missing`, this.at(rec.line, 'declarer'));
        if (resultText === undefined)
          throw inputError(`the result of ${formatContract(contract)} is missing`, this.at(rec.line, 'result'));
        const declarer = this.seat(declarerText, rec.line, 'declarer');
        const tricks = this.tricksOf(resultText, contractText, contract, rec.line, 'result') as number;
        played = { contract, declarer, tricks };
      }
    } else {
      if (declarerText !== undefined)
        throw inputError(`declarer '${declarerText}' is given but no contract`, this.at(rec.line, 'contract'));
      if (resultText !== undefined)
        throw inputError(`result '${resultText}' is given but no contract`, this.at(rec.line, 'contract'));
    }
    let conflict: TravellerEntry['conflict'];
    if (scoreText !== undefined) {
      const score = parseScore(scoreText, this.at(rec.line, 'score_ns'), !played);
      if (played) conflict = scoreContractConflict(played, score.value, vul);
      entry.scoreNS = score.value;
      if (conflict) {
        entry.conflict = conflict;
        const err = inputProblem(
          'scoreConflict',
          { value: scoreText, contract: conflict.contract, board, computed: conflict.computed },
          this.at(rec.line, 'score_ns'),
          scoreText,
        );
        flagged.push(err);
        warnings.push(err.message);
      }
    } else if (played) {
      entry.scoreNS = contractScore(played, vul);
    }
    if (played) entry.played = played;
    if (notPlayed) entry.status = 'notPlayed';
    else if (entry.scoreNS !== undefined && !conflict) entry.status = 'played';
    else entry.status = 'pending';
    const rulingText = cell(fields, this.rulingCol);
    let line = entry;
    if (rulingText !== undefined) {
      const mark = atPlace(this.at(rec.line, 'ruling'), () => parseLineMark(rulingText, { board }));
      if (mark.form !== undefined && form !== undefined && mark.form !== form) {
        throw inputError(
          `the ruling says 'FORM ${mark.form}' but the form column says '${form}'; give the form once, or the same in both`,
          this.at(rec.line, 'ruling'),
          rulingText,
        );
      }
      line = applyLineMark(entry, mark);
    }
    for (const [k, name, key] of this.carriedCols) {
      const t = cell(fields, k);
      if (t !== undefined)
        carried[key] = { ...parsePrinted(t, this.at(rec.line, name)), source: this.at(rec.line, name) };
    }
    this.entries.push(line);
    this.values.entries.push(carried);
  }

  result(options: CsvReadOptions, encoding: TextEncoding | undefined): ReadResult {
    const { file, contestants, seenIn, entries, values, warnings, flagged } = this;
    // Every pair in one direction only: a Mitchell (pairs keep their direction). Otherwise a Howell.
    const kind = options.kind ?? 'pairs';
    if (kind === 'pairs' && seenIn.size && [...seenIn.values()].every((d) => d.size === 1)) {
      for (const c of contestants.values()) c.direction = [...seenIn.get(c.id)!][0];
    }
    const event: EventData = {
      kind,
      form: options.form ?? 'mp',
      contestants: [...contestants.values()],
      entries,
      boards: [...this.boards].sort((a, b) => a - b),
    };
    return {
      format: 'csv',
      file,
      ...(encoding ? { encoding } : {}),
      event,
      values,
      meta: {},
      boardInfo: {},
      warnings,
      ...(flagged.length ? { flagged } : {}),
    };
  }
}
