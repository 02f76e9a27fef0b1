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
import { isNotPlayedText } from '../model/marks';
import { TRAVELLER_FIGURES, type TravellerField } from '../model/traveller-columns';
import { scoreContractConflict } from '../model/reachable';
import type { BridgeInputError } from '../model/types';
import type {
  Contestant,
  Direction,
  EventData,
  EventKind,
  PlayedResult,
  ScoringForm,
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

// Of the traveller's columns (model/traveller-columns.ts), those a file must have; `form` is the CSV's own.
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
  const src = text.replace(/^\uFEFF/, '');
  const sep = separator ?? guessSeparator(src);
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length && records.length < maxRecords) {
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
    records.push({ line: start, fields });
  }
  return { records, separator: sep };
}

function guessSeparator(text: string): string {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.trim().startsWith('#')) ?? '';
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

/** What the rows of one file share while they are read. */
interface CsvReading {
  file: string;
  /** Column of each known name in the header. */
  index: Map<string, number>;
  headerFields: number;
  values: ReturnType<typeof emptyValues>;
  entries: TravellerEntry[];
  contestants: Map<string, Contestant>;
  boards: Set<number>;
  flagged: BridgeInputError[];
  warnings: string[];
  /** Per board, the line of each table seen (numbers as keys: no string built per row). */
  tablesSeen: Map<number, Map<number, number>>;
  /** The directions each pair sat in. */
  seenIn: Map<string, Set<Direction>>;
}

/** One row being read: its fields by column name, and the place of a field for messages. */
interface CsvRow {
  line: number;
  get: (name: string) => string | undefined;
  at: (field: string) => SourceRef;
}

export function readCsv(input: string | Uint8Array, options: CsvReadOptions = {}): ReadResult {
  const file = options.file ?? 'input.csv';
  let text: string;
  let encoding: TextEncoding | undefined;
  if (typeof input === 'string') text = input;
  else ({ text, encoding } = decodeText(input, file));
  const { records } = splitCsv(text, file);
  if (!records.length) throw inputProblem('emptyFile', {}, { file, line: 1 });
  const header = records[0];
  const warnings: string[] = [];
  const st: CsvReading = {
    file,
    index: csvHeaderIndex(header, file, warnings),
    headerFields: header.fields.length,
    values: emptyValues(),
    entries: [],
    contestants: new Map(),
    boards: new Set(),
    flagged: [],
    warnings,
    tablesSeen: new Map(),
    seenIn: new Map(),
  };
  const rows = records as Array<CsvRecord | undefined>;
  for (let r = 1; r < rows.length; r++) {
    const rec = rows[r] as CsvRecord;
    // A row read is let go, so that a big file's fields do not all stay in memory beside its lines.
    rows[r] = undefined;
    readCsvRow(st, rec);
  }
  const { contestants, seenIn, flagged } = st;
  // Every pair in one direction only: a Mitchell (pairs keep their direction). Otherwise a Howell.
  const kind = options.kind ?? 'pairs';
  if (kind === 'pairs' && seenIn.size && [...seenIn.values()].every((d) => d.size === 1)) {
    for (const c of contestants.values()) c.direction = [...seenIn.get(c.id)!][0];
  }
  const event: EventData = {
    kind,
    form: options.form ?? 'mp',
    contestants: [...contestants.values()],
    entries: st.entries,
    boards: [...st.boards].sort((a, b) => a - b),
  };
  return {
    format: 'csv',
    file,
    ...(encoding ? { encoding } : {}),
    event,
    values: st.values,
    meta: {},
    boardInfo: {},
    warnings,
    ...(flagged.length ? { flagged } : {}),
  };
}

/** The column of each known name in the header row (aliases read); an unknown column is a warning. */
function csvHeaderIndex(header: CsvRecord, file: string, warnings: string[]): Map<string, number> {
  const index = new Map<string, number>();
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
  return index;
}

/** One traveller line: who sat where, the play and the score, the line mark, the figures the file printed. */
function readCsvRow(st: CsvReading, rec: CsvRecord): void {
  const { file, index } = st;
  const row: CsvRow = {
    line: rec.line,
    at: (field) => ({ file, line: rec.line, field }),
    get: (name) => {
      const k = index.get(name);
      if (k === undefined) return undefined;
      const v = (rec.fields[k] ?? '').trim();
      return v === '' ? undefined : v;
    },
  };
  const { at, get } = row;
  if (rec.fields.length > st.headerFields && rec.fields.slice(st.headerFields).some((f) => f.trim() !== '')) {
    throw inputError(`the row has ${rec.fields.length} fields but the header names ${st.headerFields} columns`, {
      file,
      line: rec.line,
    });
  }
  const boardText = get('board');
  if (boardText === undefined) throw inputError('the board number is missing', at('board'));
  const board = parseWhole(boardText, at('board'), 'a board number', 1);
  st.boards.add(board);
  const entry: TravellerEntry = { board, status: 'pending', source: { file, line: rec.line } };
  readCsvPlace(st, row, entry);
  const form = entry.form;

  const vul = boardVulnerability(board);
  const scoreText = get('score_ns');
  const { played, notPlayed } = readCsvPlay(row, entry);
  let conflict: TravellerEntry['conflict'];
  if (scoreText !== undefined) {
    const score = parseScore(scoreText, at('score_ns'), !played);
    if (played) conflict = scoreContractConflict(played, score.value, vul);
    entry.scoreNS = score.value;
    if (conflict) {
      entry.conflict = conflict;
      const err = inputProblem(
        'scoreConflict',
        { value: scoreText, contract: conflict.contract, board, computed: conflict.computed },
        at('score_ns'),
        scoreText,
      );
      st.flagged.push(err);
      st.warnings.push(err.message);
    }
  } else if (played) {
    entry.scoreNS = contractScore(played, vul);
  }
  if (played) entry.played = played;
  if (notPlayed) entry.status = 'notPlayed';
  else if (entry.scoreNS !== undefined && !conflict) entry.status = 'played';
  else entry.status = 'pending';
  const rulingText = get('ruling');
  let line = entry;
  if (rulingText !== undefined) {
    const mark = atPlace(at('ruling'), () => parseLineMark(rulingText, { board }));
    if (mark.form !== undefined && form !== undefined && mark.form !== form) {
      throw inputError(
        `the ruling says 'FORM ${mark.form}' but the form column says '${form}'; give the form once, or the same in both`,
        at('ruling'),
        rulingText,
      );
    }
    line = applyLineMark(entry, mark);
  }
  st.entries.push(line);
  st.values.entries.push(carriedFigures(row));
}

/** Table and round, the two sides (each pair's directions noted), the lead and the form of a fouled board. */
function readCsvPlace(st: CsvReading, row: CsvRow, entry: TravellerEntry): void {
  const { at, get } = row;
  const { board } = entry;
  const tableText = get('table');
  if (tableText !== undefined) {
    entry.table = parseWhole(tableText, at('table'), 'a table number', 0);
    let onBoard = st.tablesSeen.get(board);
    if (!onBoard) st.tablesSeen.set(board, (onBoard = new Map()));
    const before = onBoard.get(entry.table);
    if (before !== undefined) {
      throw inputError(
        `table ${entry.table} appears twice on board ${board} (lines ${before} and ${row.line})`,
        at('table'),
        tableText,
      );
    }
    onBoard.set(entry.table, row.line);
  }
  const roundText = get('round');
  if (roundText !== undefined) entry.round = parseWhole(roundText, at('round'), 'a round number', 0);
  const free = (name: string) => {
    const v = get(name);
    return v === undefined ? undefined : unguardCell(v);
  };
  const ns = free('ns');
  const ew = free('ew');
  if (ns !== undefined) entry.ns = isPhantomPair(ns) ? PHANTOM_PAIR : ns;
  if (ew !== undefined) entry.ew = isPhantomPair(ew) ? PHANTOM_PAIR : ew;
  for (const [id, dir] of [
    [ns, 'NS'],
    [ew, 'EW'],
  ] as const) {
    if (id === undefined || isPhantomPair(id)) continue;
    if (!st.contestants.has(id)) st.contestants.set(id, { id });
    const set = st.seenIn.get(id) ?? new Set<Direction>();
    set.add(dir);
    st.seenIn.set(id, set);
  }
  const lead = free('lead');
  if (lead !== undefined) entry.lead = lead;
  const form = free('form');
  if (form !== undefined) entry.form = form;
}

/**
 * The play of a line: a line against the phantom pair and a contract NP are not played (nothing else may be
 * given); a pass-out; a contract with its declarer and result.
 */
function readCsvPlay(row: CsvRow, entry: TravellerEntry): { played?: PlayedResult; notPlayed: boolean } {
  const { at, get } = row;
  const contractText = get('contract');
  const declarerText = get('declarer');
  const resultText = get('result');
  const scoreText = get('score_ns');
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
          at(name),
          v,
        );
      }
    }
    return { notPlayed: true };
  }
  if (contractText !== undefined && isNotPlayedText(contractText, 'contract')) {
    for (const [name, v] of [
      ['declarer', declarerText],
      ['result', resultText],
      ['score_ns', scoreText],
    ] as const) {
      if (v !== undefined) throw inputError(`'${v}' is given but the contract says not played (NP)`, at(name), v);
    }
    return { notPlayed: true };
  }
  if (contractText === undefined) {
    if (declarerText !== undefined)
      throw inputError(`declarer '${declarerText}' is given but no contract`, at('contract'));
    if (resultText !== undefined) throw inputError(`result '${resultText}' is given but no contract`, at('contract'));
    return { notPlayed: false };
  }
  const contract = atPlace(at('contract'), () => parseContract(contractText));
  if (contract === 'PASS') {
    if (declarerText !== undefined)
      throw inputError(`a passed-out board has no declarer ('${declarerText}')`, at('declarer'), declarerText);
    atPlace(at('result'), () => parseTricks(resultText ?? '', contract));
    return { played: { contract: 'PASS' }, notPlayed: false };
  }
  if (declarerText === undefined)
    throw inputError(`the declarer of ${formatContract(contract)} is missing`, at('declarer'));
  if (resultText === undefined) throw inputError(`the result of ${formatContract(contract)} is missing`, at('result'));
  const declarer = atPlace(at('declarer'), () => parseSeat(declarerText));
  const tricks = atPlace(at('result'), () => parseTricks(resultText, contract));
  return { played: { contract, declarer, tricks }, notPlayed: false };
}

/** The figures the file printed beside the line (mp_ns … imp_ew), kept to compare with ours. */
function carriedFigures(row: CsvRow): CarriedEntry {
  const carried: CarriedEntry = {};
  for (const [col, key] of [
    ['mp_ns', 'mpNS'],
    ['mp_ew', 'mpEW'],
    ['pct_ns', 'pctNS'],
    ['pct_ew', 'pctEW'],
    ['imp_ns', 'impNS'],
    ['imp_ew', 'impEW'],
  ] as const) {
    const t = row.get(col);
    if (t !== undefined) carried[key] = { ...parsePrinted(t, row.at(col)), source: row.at(col) };
  }
  return carried;
}
