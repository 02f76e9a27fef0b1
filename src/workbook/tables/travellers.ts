/**
 * Traveller rows ↔ engine entries. Pure: the Office.js side hands over the loaded cell values.
 * A row that cannot be read is reported with its row number and field and left out of the scoring
 * (as a pending line: the board waits, it never counts as a zero).
 */
import type { Contestant, Direction, EventData, EventScore, Seat, SourceRef, TravellerEntry } from './engine';
import {
  applyLineMark,
  boardVulnerability,
  contractScore,
  isNotPlayedText,
  parseLineMark,
  scoreContractConflict,
  parsePlayed,
  type LineMark,
} from './engine';
import {
  cellNumber,
  cellText,
  columnLetter,
  COMPUTED_COLUMNS,
  isBlankRow,
  type Cell,
  type TravellerColumn,
} from './schema';
import type { EventSettings } from './settings';

export interface RowProblem {
  /** Worksheet row number (1-based, as Excel shows it). */
  row: number;
  field: string;
  message: string;
  /** The cell, as Excel names it ("F7"), when the field is a column of the table. */
  cell?: string;
}

/** Where a traveller entry sits: body row index (0-based) for each entry of EventData.entries. */
export interface TravellerRead {
  event: EventData;
  /** entryRow[i] = 0-based row in the table body of event.entries[i]. */
  entryRow: number[];
  problems: RowProblem[];
}

export type ColumnPos = Partial<Record<TravellerColumn, number>>;

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Individual events write a side's players as "3+7" (N+S or E+W). */
function sidePlayers(text: string, seats: [Seat, Seat]): Partial<Record<Seat, string>> | undefined {
  const parts = text.split(/\s*[+&]\s*/).filter(Boolean);
  if (parts.length !== 2) return undefined;
  return { [seats[0]]: parts[0], [seats[1]]: parts[1] };
}

/**
 * Reads the body of the Travellers table. `firstRow` is the worksheet row of the first body row (for messages).
 */
export function readTravellers(
  body: readonly (readonly Cell[])[],
  pos: ColumnPos,
  settings: EventSettings,
  firstRow: number,
  options: {
    /** Worksheet column (0-based) of the table's first column, for the cells the problems name. */
    firstCol?: number;
    /** Body rows whose score_ns follows the contract (the scorer just changed their contract, not the score). */
    follow?: ReadonlySet<number>;
  } = {},
): TravellerRead {
  const entries: TravellerEntry[] = [];
  const entryRow: number[] = [];
  const problems: RowProblem[] = [];
  const contestants = new Map<string, Contestant>();
  const get = (row: readonly Cell[], c: TravellerColumn): Cell | undefined =>
    pos[c] === undefined ? undefined : row[pos[c] as number];
  const fixedDirections = settings.movement === 'mitchell';

  body.forEach((row, i) => {
    const sheetRow = firstRow + i;
    const entered = row.filter((_, c) => !COMPUTED_COLUMNS.some((k) => pos[k] === c));
    if (isBlankRow(entered)) return;
    const source: SourceRef = { file: 'Travellers', row: sheetRow };
    const fail = (field: string, message: string) => {
      const col = pos[field as TravellerColumn];
      problems.push({
        row: sheetRow,
        field,
        message,
        ...(col === undefined ? {} : { cell: `${columnLetter((options.firstCol ?? 0) + col)}${sheetRow}` }),
      });
    };

    const board = cellNumber(get(row, 'board'));
    if (board === undefined || !Number.isInteger(board) || board < 1) {
      fail('board', `row ${sheetRow}: board '${cellText(get(row, 'board'))}' is not a board number`);
      return;
    }
    const tableN = cellNumber(get(row, 'table'));
    const roundN = cellNumber(get(row, 'round'));
    const ns = cellText(get(row, 'ns'));
    const ew = cellText(get(row, 'ew'));
    const entry: TravellerEntry = { board, status: 'pending', source };
    if (tableN !== undefined && Number.isFinite(tableN)) entry.table = tableN;
    if (roundN !== undefined && Number.isFinite(roundN)) entry.round = roundN;
    if (settings.kind === 'individual') {
      const n = sidePlayers(ns, ['N', 'S']);
      const e = sidePlayers(ew, ['E', 'W']);
      if (n || e) entry.players = { ...n, ...e };
    }
    if (ns) entry.ns = ns;
    if (ew) entry.ew = ew;
    const lead = cellText(get(row, 'lead'));
    if (lead) entry.lead = lead;

    const contract = cellText(get(row, 'contract'));
    const declarer = cellText(get(row, 'declarer'));
    const resultCell = get(row, 'result');
    const result = typeof resultCell === 'number' ? resultCell : cellText(resultCell);
    const scoreCell = get(row, 'score_ns');
    const score = cellNumber(scoreCell);
    const rulingText = cellText(get(row, 'ruling'));
    let ok = true;
    // NP in the contract cell, or a not-played spelling (NP, a dash) in an otherwise empty score cell: the
    // engine's model/marks.ts decides which texts these are, the same for the BRIDGE.* functions and the Boards sheet.
    const notPlayed = contract ? isNotPlayedText(contract, 'contract') : isNotPlayedText(cellText(scoreCell), 'score');

    if (notPlayed) {
      const given = contract ? [declarer, cellText(resultCell), cellText(scoreCell)].find((v) => v !== '') : undefined;
      if (given !== undefined) {
        fail('contract', `row ${sheetRow}: '${given}' is given but the contract says not played (${contract})`);
        ok = false;
      }
    } else if (contract) {
      const typed = { contract, declarer, result, score, scoreText: cellText(scoreCell) };
      ok = readContractCells(entry, typed, source, !!options.follow?.has(i), fail);
    } else if (score !== undefined) {
      if (Number.isNaN(score)) {
        fail('score_ns', `row ${sheetRow}: score_ns '${cellText(scoreCell)}' is not a number`);
        ok = false;
      } else entry.scoreNS = score;
    }
    // The ruling cell holds the director's line mark: a ruling, NP, CANCELLED, FORM B, or a penalty alone.
    let mark: LineMark = {};
    if (rulingText) {
      try {
        mark = parseLineMark(rulingText, { board, source: { ...source, field: 'ruling' } });
      } catch (err) {
        fail('ruling', `row ${sheetRow}: ${errorText(err)}`);
        ok = false;
      }
    }
    if (ok) {
      if (notPlayed) entry.status = 'notPlayed';
      if (entry.scoreNS !== undefined) entry.status = 'played';
      if (rulingText) Object.assign(entry, applyLineMark(entry, mark));
    } else {
      entry.status = 'pending';
    }
    entries.push(entry);
    entryRow.push(i);
    for (const [id, dir] of [
      [ns, 'NS'],
      [ew, 'EW'],
    ] as [string, Direction][]) {
      if (!id || settings.kind === 'individual') continue;
      if (!contestants.has(id)) contestants.set(id, fixedDirections ? { id, direction: dir } : { id });
    }
    if (entry.players) {
      for (const p of Object.values(entry.players)) if (p && !contestants.has(p)) contestants.set(p, { id: p });
    }
  });

  const boards = [
    ...new Set([...Array.from({ length: settings.boards }, (_, k) => k + 1), ...entries.map((e) => e.board)]),
  ].sort((a, b) => a - b);
  const event: EventData = {
    kind: settings.kind,
    form: settings.form,
    title: settings.title || undefined,
    boards,
    contestants: [...contestants.values()],
    entries,
  };
  return { event, entryRow, problems };
}

/**
 * The score_ns column as the rescore writes it: the Law 77 score of lines with a contract, the typed score of
 * the others (unchanged).
 */
export function scoreColumn(body: readonly (readonly Cell[])[], pos: ColumnPos, read: TravellerRead): Cell[][] {
  const col = pos.score_ns;
  const out: Cell[][] = body.map((row) => [col === undefined ? '' : (row[col] ?? '')]);
  read.entryRow.forEach((r, i) => {
    const e = read.event.entries[i];
    if (e.played && e.scoreNS !== undefined) out[r] = [e.scoreNS];
  });
  return out;
}

/** The computed block (one row per body row, COMPUTED_COLUMNS order); rows without a score get blanks. */
export function computedBlock(rowCount: number, read: TravellerRead, score: EventScore | undefined): Cell[][] {
  const block: Cell[][] = Array.from({ length: rowCount }, () => COMPUTED_COLUMNS.map(() => ''));
  if (!score) return block;
  read.entryRow.forEach((r, i) => {
    const s = score.entries[i];
    if (!s) return;
    const v = (x: number | undefined): Cell => (x === undefined || !Number.isFinite(x) ? '' : x);
    block[r] = [v(s.mpNS), v(s.mpEW), v(s.pctNS), v(s.pctEW), v(s.impNS), v(s.impEW)];
  });
  return block;
}

/**
 * A row's contract, declarer and result read into the line's play and its Law 77 score; a typed score that
 * disagrees (and is not a stale one of the same contract, nor one the scorer let follow) keeps the line waiting.
 * False when the row has a problem (reported through `fail`).
 */
function readContractCells(
  entry: TravellerEntry,
  typed: { contract: string; declarer: string; result: string | number; score: number | undefined; scoreText: string },
  source: SourceRef,
  follows: boolean,
  fail: (field: string, message: string) => void,
): boolean {
  const { contract, declarer, result, score } = typed;
  const { board } = entry;
  const sheetRow = source.row;
  try {
    entry.played = parsePlayed(
      contract,
      declarer,
      result,
      { ...source, field: 'contract' },
      {
        negativeNumberIsRelative: true,
      },
    );
    const vul = boardVulnerability(board);
    const law77 = contractScore(entry.played, vul, source);
    // A score this contract makes with another number of tricks is the one an earlier rescore wrote before
    // the result was corrected: the contract decides. Any other typed score disagrees with it.
    const stale = (played: NonNullable<TravellerEntry['played']>) =>
      Array.from({ length: 14 }, (_, tricks) => tricks).some(
        (tricks) => contractScore({ ...played, tricks }, vul, source) === score,
      );
    // The engine's one rule for a score beside a contract (every reader applies it).
    const conflict =
      score === undefined || Number.isNaN(score) ? undefined : scoreContractConflict(entry.played, score, vul);
    if (!follows && conflict && !stale(entry.played)) {
      // A typed score against a typed contract: both kept, neither scored until one is corrected.
      fail(
        'score_ns',
        `row ${sheetRow}: score_ns ${typed.scoreText} does not agree with ${contract} ${result === '' ? '' : `${result} `}by ${declarer || '?'} (NS ${law77} on board ${board}, Law 77): correct one of them, or clear score_ns to take the contract's`,
      );
      delete entry.played;
      return false;
    }
    entry.scoreNS = law77;
    return true;
  } catch (err) {
    fail('contract', `row ${sheetRow}: ${errorText(err)}`);
    return false;
  }
}
