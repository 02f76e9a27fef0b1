/**
 * Preferans protocol CSV
 * ======================
 *
 * One row per seat, per table, per deal. Text in UTF-8 (a byte-order mark is ignored).
 *
 * Separator: a comma; or a semicolon when the header row has semicolons and no commas (as spreadsheets
 * write it in locales with a decimal comma; a score may then use a decimal comma, 12,5). A field may be
 * quoted with double quotes; a quote inside a quoted field is written twice. Blank rows and rows whose first
 * field starts with # are skipped.
 *
 * Header row (names in any order, any case; the Russian names in brackets are accepted too):
 *
 * | column   | required | meaning |
 * |----------|----------|---------|
 * | deal     | yes      | deal number or label (сдача) |
 * | table    | yes      | table number or label (стол) |
 * | seat     | yes      | seat label: 1, 2, 3, 4, N, E, ... (место). Results are compared only among the players who held the same seat of the same deal |
 * | player   | yes      | player number or name (игрок) |
 * | score    | yes      | the seat's result on the deal, from that player's side: higher is better (результат, очки). May be empty when the ruling gives an artificial score, says not played, or marks the result as not entered yet |
 * | form     | no       | label of the form of a fouled deal (code §10); results of different forms are not compared; empty = the correct form (форма) |
 * | ruling   | no       | empty: the score stands. A60, A50, A40 or A followed by any percentage: artificial score of that percentage of the top (code §11.2); A+, A, A- : 60 / 50 / 40 %. NP: not played (no score and no maximum for the player). ?: not entered yet (the deal waits). Any of these, or nothing (the score stands), may be followed by procedural penalties (code §11.1В): PP <amount>% (per cent of the top of that deal and seat) or PP <amount>MP (matchpoints on the preset's printing scale), e.g. "A+ PP 25%", "PP 2MP", "PP 1,5 MP"; they come off the player's total, not the deal's matchpoints, and several add up (решение) |
 *
 * Figures a scoring program computed may be carried in more columns; they are read as printed (with their
 * number of decimals) so that `check` can recompute them, and ignored by scoring:
 *
 * | column    | meaning |
 * |-----------|---------|
 * | mp        | the row's matchpoints (2 per result beaten, 1 per tie, on the preset's printing scale) |
 * | pct       | the row's matchpoints as a percentage of the top of its deal and seat |
 * | total     | the player's matchpoints over all deals (on any of the player's rows) |
 * | total_pct | the player's percentage of the maximum the player could have scored |
 * | rank      | the player's place in the ranking (3, or 3= for a tie) |
 *
 * A carried figure may be left empty on any row. `score --csv` writes the rows as read with mp and pct (a ruling
 * cell as written, its penalties included, so that the file it writes reads back the same).
 *
 * Example:
 *
 *     deal,table,seat,player,score,form,ruling
 *     1,1,1,Ivanov,12,,
 *     1,1,2,Petrov,-4,,
 *     1,1,3,Sidorov,-8,,
 *     1,2,1,Orlov,,,A60
 *     1,2,2,Kozlov,6,,PP 25%
 *
 * Bad input raises BridgeInputError naming the file, the line and the field.
 */
import { sourceSuffix } from '../model/contract';
import { BridgeInputError, type SourceRef } from '../model/types';
import { splitCellPenalties, type LinePenalties } from '../preferans/seat-penalty';
import type { SeatLine } from '../preferans/seat-scoring';
import type { CarriedValue } from './check';
import { decodeText, parsePrinted, type TextEncoding } from './fields';
import { preferansRowLine } from './preferans-row';

/** The protocol's own columns, in the order `score --csv` writes them. */
export const PREFERANS_COLUMNS = ['deal', 'table', 'seat', 'player', 'score', 'form', 'ruling'] as const;
/** Columns of figures a program computed, read for `check`. */
export const PREFERANS_CARRIED = ['mp', 'pct', 'total', 'total_pct', 'rank'] as const;

export type PreferansColumn = (typeof PREFERANS_COLUMNS)[number];
type CarriedColumn = (typeof PREFERANS_CARRIED)[number];
type Column = PreferansColumn | CarriedColumn;

/** Figures a protocol row carries (parallel to the seat lines). */
export interface CarriedSeat {
  mp?: CarriedValue;
  pct?: CarriedValue;
  /** The player's total matchpoints. */
  total?: CarriedValue;
  /** The player's percentage. */
  totalPct?: CarriedValue;
  rank?: CarriedValue;
}

/** A preferans protocol file as read: the seat lines to score, the fields as written and the carried figures. */
export interface PreferansProtocol {
  file: string;
  encoding?: TextEncoding;
  /** The protocol columns the file has, in the file's order. */
  columns: PreferansColumn[];
  /** Parallel to lines: each row's fields of `columns`, as written (trimmed). */
  rows: Array<Partial<Record<PreferansColumn, string>>>;
  lines: SeatLine[];
  /** Parallel to lines. */
  carried: CarriedSeat[];
  /**
   * Procedural penalties written in ruling cells after the ruling (code §11.1В, "A+ PP 25%"), by the line they are
   * on, in the order of the lines; scoreSeats takes them through linePlayerPenalties.
   */
  penalties: LinePenalties[];
}

const NAMES: Record<string, Column> = {
  deal: 'deal',
  board: 'deal',
  сдача: 'deal',
  table: 'table',
  стол: 'table',
  seat: 'seat',
  место: 'seat',
  player: 'player',
  игрок: 'player',
  score: 'score',
  result: 'score',
  результат: 'score',
  очки: 'score',
  form: 'form',
  форма: 'form',
  ruling: 'ruling',
  решение: 'ruling',
  mp: 'mp',
  pct: 'pct',
  total: 'total',
  total_pct: 'total_pct',
  rank: 'rank',
};

const CARRIED_KEY: Record<CarriedColumn, keyof CarriedSeat> = {
  mp: 'mp',
  pct: 'pct',
  total: 'total',
  total_pct: 'totalPct',
  rank: 'rank',
};

function separatorOf(firstLine: string): string {
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/**
 * True when the text's header row (its first row that is not blank or a # comment) names a seat and a player
 * column (English or Russian names): the text is a preferans protocol rather than a bridge traveller.
 */
export function isPreferansHeader(text: string): boolean {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)
      .find((l) => l.trim() !== '' && !l.trim().startsWith('#')) ?? '';
  const names = first.split(separatorOf(first)).map((f) => NAMES[f.trim().replace(/^"|"$/g, '').trim().toLowerCase()]);
  return names.includes('seat') && names.includes('player');
}

const REQUIRED: Column[] = ['deal', 'table', 'seat', 'player', 'score'];

/** Splits CSV text into records of fields with the line number each record starts on. */
function records(text: string, sep: string, file: string): Array<{ line: number; fields: string[] }> {
  const out: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let start = 1;
  const endField = () => {
    fields.push(wasQuoted ? field : field.trim());
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    out.push({ line: start, fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      quoted = true;
      wasQuoted = true;
      field = '';
    } else if (ch === sep) endField();
    else if (ch === '\r' && text[i + 1] === '\n') continue;
    else if (ch === '\n' || ch === '\r') {
      endRecord();
      line++;
      start = line;
    } else field += ch;
  }
  if (quoted) {
    throw new BridgeInputError(`a quoted field is not closed${sourceSuffix({ file, line: start })}`, undefined, {
      file,
      line: start,
    });
  }
  if (field !== '' || fields.length) endRecord();
  return out;
}

/**
 * Reads a preferans protocol CSV (format above) into seat lines for scoreSeats. A protocol with procedural
 * penalties is refused (the lines alone would lose them): readPreferansProtocol reads them.
 */
export function readPreferansCsv(text: string, file: string): SeatLine[] {
  if (typeof text !== 'string') throw new BridgeInputError(`file ${file} is not text`, text, { file });
  const protocol = readPreferansProtocol(text, file);
  const pen = protocol.penalties[0];
  if (pen) {
    throw new BridgeInputError(
      `a procedural penalty is not a seat line: read this protocol with its penalties${sourceSuffix(pen.source)}`,
      pen.penalties,
      pen.source,
    );
  }
  return protocol.lines;
}

/** Reads a preferans protocol CSV (text, or bytes in UTF-8 or Windows-1252) with the figures it carries. */
export function readPreferansProtocol(input: string | Uint8Array, file: string): PreferansProtocol {
  let text: string;
  let encoding: TextEncoding | undefined;
  if (typeof input === 'string') text = input;
  else if (input instanceof Uint8Array) ({ text, encoding } = decodeText(input));
  else throw new BridgeInputError(`file ${file} is not text`, input, { file });
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const sep = separatorOf(firstLine);
  const recs = records(body, sep, file).filter((r) => r.fields.some((f) => f !== '') && !r.fields[0].startsWith('#'));
  if (!recs.length) throw new BridgeInputError(`file ${file} is empty: a header row is needed`, text, { file });
  const header = recs[0];
  const col = new Map<Column, number>();
  header.fields.forEach((name, i) => {
    const c = NAMES[name.trim().toLowerCase()];
    const src = { file, line: header.line, field: name };
    if (!c) {
      throw new BridgeInputError(
        `column '${name}' is not one of deal, table, seat, player, score, form, ruling${sourceSuffix(src)}, ` +
          `nor a figure for check (${PREFERANS_CARRIED.join(', ')})`,
        name,
        src,
      );
    }
    if (col.has(c)) throw new BridgeInputError(`column '${name}' appears twice${sourceSuffix(src)}`, name, src);
    col.set(c, i);
  });
  const missing = REQUIRED.filter((c) => !col.has(c));
  if (missing.length) {
    const src = { file, line: header.line };
    throw new BridgeInputError(`the header has no column ${missing.join(', ')}${sourceSuffix(src)}`, missing, src);
  }
  const lines: SeatLine[] = [];
  const rows: PreferansProtocol['rows'] = [];
  const carried: CarriedSeat[] = [];
  const penalties: LinePenalties[] = [];
  const columns = header.fields
    .map((name) => NAMES[name.trim().toLowerCase()])
    .filter((c): c is PreferansColumn => (PREFERANS_COLUMNS as readonly string[]).includes(c));
  for (const r of recs.slice(1)) {
    if (r.fields.length > header.fields.length) {
      const src = { file, line: r.line };
      throw new BridgeInputError(
        `${r.fields.length} fields where the header has ${header.fields.length}${sourceSuffix(src)}`,
        r.fields,
        src,
      );
    }
    const get = (c: Column) => (col.has(c) ? (r.fields[col.get(c) as number] ?? '') : '');
    const src = (c: Column): SourceRef => ({ file, line: r.line, field: c });
    // §11.1В: penalties after the ruling ("A+ PP 25%") are the player's, read as the Protocols table reads them.
    const cell = splitCellPenalties(get('ruling'), src('ruling'));
    const line = preferansRowLine(
      {
        deal: get('deal'),
        table: get('table'),
        seat: get('seat'),
        player: get('player'),
        score: get('score'),
        form: get('form'),
        ruling: cell.ruling,
      },
      { file, line: r.line },
      { decimalComma: sep === ';' },
    );
    if (cell.penalties.length) {
      penalties.push({
        line: lines.length,
        player: line.players[0],
        deal: line.deal,
        source: { file, line: r.line, field: 'ruling' },
        penalties: cell.penalties,
      });
    }
    const c: CarriedSeat = {};
    for (const col of PREFERANS_CARRIED) {
      const t = get(col);
      if (t === '') continue;
      const at = src(col);
      try {
        c[CARRIED_KEY[col]] = { ...parsePrinted(col === 'rank' ? t.replace(/=$/, '') : t, at), text: t, source: at };
      } catch {
        throw new BridgeInputError(`${col} '${t}' is not a number${sourceSuffix(at)}`, t, at);
      }
    }
    lines.push(line);
    rows.push(Object.fromEntries(columns.map((col) => [col, get(col)])));
    carried.push(c);
  }
  return { file, ...(encoding ? { encoding } : {}), columns, rows, lines, carried, penalties };
}
