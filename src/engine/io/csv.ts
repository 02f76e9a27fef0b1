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
import { boardVulnerability } from '../model/board';
import { isPhantomPair, PHANTOM_PAIR, phantomOpponentOf } from '../model/phantom';
import { contractScore, formatContract, parseContract, parseSeat, parseTricks } from '../model/contract';
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
import { atPlace, decodeText, inputError, parsePrinted, parseWhole, type TextEncoding } from './fields';

export const CSV_REQUIRED = ['board', 'ns', 'ew', 'contract', 'declarer', 'result', 'score_ns'] as const;
export const CSV_OPTIONAL = ['table', 'round', 'lead', 'ruling', 'form'] as const;
export const CSV_CARRIED = ['mp_ns', 'mp_ew', 'pct_ns', 'pct_ew', 'imp_ns', 'imp_ew'] as const;

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

/** Splits CSV text into records (RFC 4180 quoting; quoted fields may span lines). */
export function splitCsv(text: string, file: string, separator?: string): { records: CsvRecord[]; separator: string } {
  const src = text.replace(/^\uFEFF/, '');
  const sep = separator ?? guessSeparator(src);
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
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
      field += ch;
      atFieldStart = false;
      i++;
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

export function readCsv(input: string | Uint8Array, options: CsvReadOptions = {}): ReadResult {
  const file = options.file ?? 'input.csv';
  let text: string;
  let encoding: TextEncoding | undefined;
  if (typeof input === 'string') text = input;
  else ({ text, encoding } = decodeText(input));
  const { records } = splitCsv(text, file);
  if (!records.length)
    throw inputError('the file is empty: it needs a header row naming the columns', { file, line: 1 });
  const header = records[0];
  const index = new Map<string, number>();
  const warnings: string[] = [];
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
    throw inputError(
      `the header has no column ${missing.map((m) => `'${m}'`).join(', ')} (required: ${CSV_REQUIRED.join(', ')})`,
      { file, line: header.line, field: missing[0] },
      missing,
    );
  }

  const values = emptyValues();
  const entries: TravellerEntry[] = [];
  const contestants = new Map<string, Contestant>();
  const boards: number[] = [];
  const tablesSeen = new Map<string, number>();
  const seenIn = new Map<string, Set<Direction>>();

  for (const rec of records.slice(1)) {
    const at = (field: string): SourceRef => ({ file, line: rec.line, field });
    const get = (name: string): string | undefined => {
      const k = index.get(name);
      if (k === undefined) return undefined;
      const v = (rec.fields[k] ?? '').trim();
      return v === '' ? undefined : v;
    };
    if (
      rec.fields.length > header.fields.length &&
      rec.fields.slice(header.fields.length).some((f) => f.trim() !== '')
    ) {
      throw inputError(`the row has ${rec.fields.length} fields but the header names ${header.fields.length} columns`, {
        file,
        line: rec.line,
      });
    }
    const boardText = get('board');
    if (boardText === undefined) throw inputError('the board number is missing', at('board'));
    const board = parseWhole(boardText, at('board'), 'a board number', 1);
    if (!boards.includes(board)) boards.push(board);
    const entry: TravellerEntry = { board, status: 'pending', source: { file, line: rec.line } };
    const carried: CarriedEntry = {};
    const tableText = get('table');
    if (tableText !== undefined) {
      entry.table = parseWhole(tableText, at('table'), 'a table number', 0);
      const key = `${board}|${entry.table}`;
      const before = tablesSeen.get(key);
      if (before !== undefined) {
        throw inputError(
          `table ${entry.table} appears twice on board ${board} (lines ${before} and ${rec.line})`,
          at('table'),
          tableText,
        );
      }
      tablesSeen.set(key, rec.line);
    }
    const roundText = get('round');
    if (roundText !== undefined) entry.round = parseWhole(roundText, at('round'), 'a round number', 0);
    const ns = get('ns');
    const ew = get('ew');
    if (ns !== undefined) entry.ns = isPhantomPair(ns) ? PHANTOM_PAIR : ns;
    if (ew !== undefined) entry.ew = isPhantomPair(ew) ? PHANTOM_PAIR : ew;
    for (const [id, dir] of [
      [ns, 'NS'],
      [ew, 'EW'],
    ] as const) {
      if (id === undefined || isPhantomPair(id)) continue;
      if (!contestants.has(id)) contestants.set(id, { id });
      const set = seenIn.get(id) ?? new Set<Direction>();
      set.add(dir);
      seenIn.set(id, set);
    }
    const lead = get('lead');
    if (lead !== undefined) entry.lead = lead;
    const form = get('form');
    if (form !== undefined) entry.form = form;

    const vul = boardVulnerability(board);
    const contractText = get('contract');
    const declarerText = get('declarer');
    const resultText = get('result');
    const scoreText = get('score_ns');
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
            at(name),
            v,
          );
        }
      }
      notPlayed = true;
    } else if (contractText !== undefined && /^(NP|NOT ?PLAYED)$/i.test(contractText)) {
      notPlayed = true;
      for (const [name, v] of [
        ['declarer', declarerText],
        ['result', resultText],
        ['score_ns', scoreText],
      ] as const) {
        if (v !== undefined) throw inputError(`'${v}' is given but the contract says not played (NP)`, at(name), v);
      }
    } else if (contractText !== undefined) {
      const contract = atPlace(at('contract'), () => parseContract(contractText));
      if (contract === 'PASS') {
        if (declarerText !== undefined)
          throw inputError(`a passed-out board has no declarer ('${declarerText}')`, at('declarer'), declarerText);
        atPlace(at('result'), () => parseTricks(resultText ?? '', contract));
        played = { contract: 'PASS' };
      } else {
        if (declarerText === undefined)
          throw inputError(`the declarer of ${formatContract(contract)} is missing`, at('declarer'));
        if (resultText === undefined)
          throw inputError(`the result of ${formatContract(contract)} is missing`, at('result'));
        const declarer = atPlace(at('declarer'), () => parseSeat(declarerText));
        const tricks = atPlace(at('result'), () => parseTricks(resultText, contract));
        played = { contract, declarer, tricks };
      }
    } else {
      if (declarerText !== undefined)
        throw inputError(`declarer '${declarerText}' is given but no contract`, at('contract'));
      if (resultText !== undefined) throw inputError(`result '${resultText}' is given but no contract`, at('contract'));
    }
    if (scoreText !== undefined) {
      const score = parsePrinted(scoreText, at('score_ns'), 'a score');
      if (!Number.isInteger(score.value))
        throw inputError(`'${scoreText}' is not a whole number of points`, at('score_ns'), scoreText);
      if (played) {
        const computed = contractScore(played, vul);
        if (computed !== score.value) {
          throw inputError(
            `'${scoreText}' does not agree with the contract: ${describe(played)} on board ${board} (${vul} vulnerable) scores ${computed} for NS`,
            at('score_ns'),
            scoreText,
          );
        }
      }
      entry.scoreNS = score.value === 0 ? 0 : score.value;
    } else if (played) {
      entry.scoreNS = contractScore(played, vul);
    }
    if (played) entry.played = played;
    if (notPlayed) entry.status = 'notPlayed';
    else if (entry.scoreNS !== undefined) entry.status = 'played';
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
    for (const [col, key] of [
      ['mp_ns', 'mpNS'],
      ['mp_ew', 'mpEW'],
      ['pct_ns', 'pctNS'],
      ['pct_ew', 'pctEW'],
      ['imp_ns', 'impNS'],
      ['imp_ew', 'impEW'],
    ] as const) {
      const t = get(col);
      if (t !== undefined) carried[key] = { ...parsePrinted(t, at(col)), source: at(col) };
    }
    entries.push(line);
    values.entries.push(carried);
  }
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
    boards: [...boards].sort((a, b) => a - b),
  };
  return { format: 'csv', file, ...(encoding ? { encoding } : {}), event, values, meta: {}, boardInfo: {}, warnings };
}

function describe(p: PlayedResult): string {
  if (p.contract === 'PASS') return 'PASS';
  const diff = (p.tricks ?? 0) - (p.contract.level + 6);
  return `${formatContract(p.contract)}${diff === 0 ? '=' : diff > 0 ? `+${diff}` : diff} by ${p.declarer}`;
}
