/**
 * A duplicate-preferans event from its protocol ranges (the Protocols table's deal, table, seat, player, score,
 * ruling and form columns), scored by the engine's per-seat scorer under the preset's options, as the pane
 * scores the same table: each result compared with the results of the same seat on the same deal, each player's
 * matchpoints summed, the percentage of the player's own maximum, the ranking. Rows are read by the workbook's
 * protocol reader (the CSV reader's row function), so a cell means here what it means to the pane. The event is
 * scored once per recalculation and kept by content.
 */
import { ContentCache } from './cache';
import { isBlank, scalar, toGrid } from './coerce';
import { fail, missing, type Where } from './errors';
import { readPreset } from './options';
import {
  getPreset,
  linePlayerPenalties,
  mpFactor,
  scoreSeats,
  seatOptionsFromPreset,
  type Preset,
  type SeatScoringResult,
} from './engine';
import {
  type ProtocolColumn,
  type ProtocolPos,
  preferansRankingRows,
  readProtocols,
} from '../workbook/tables/preferans-protocols';
import type { Cell } from '../workbook/tables/schema';

export interface PreferansArgs {
  deals: unknown;
  tables: unknown;
  seats: unknown;
  players: unknown;
  scores: unknown;
  rulings?: unknown;
  forms?: unknown;
  preset?: unknown;
}

export interface PreferansRun {
  preset: Preset;
  result: SeatScoringResult;
  /** A printed matchpoint's worth: 1 (two per beat) or 0.5 (one per beat). */
  factor: number;
}

/** The preset of a preferans event when the cell is blank. */
export const PREFERANS_DEFAULT_PRESET = 'ru-preferans';

/** The function's argument that holds each protocol column. */
const ARG: Record<Exclude<ProtocolColumn, 'mp' | 'pct'>, keyof PreferansArgs & string> = {
  deal: 'deals',
  table: 'tables',
  seat: 'seats',
  player: 'players',
  score: 'scores',
  ruling: 'rulings',
  form: 'forms',
};
const ORDER = ['deal', 'table', 'seat', 'player', 'score', 'form', 'ruling'] as const;
const POS: ProtocolPos = { deal: 0, table: 1, seat: 2, player: 3, score: 4, form: 5, ruling: 6 };

const runs = new ContentCache<PreferansRun>(8);

/** Engine passes so far (each scores the whole event); tests read it. */
export function preferansPasses(): number {
  return runs.misses;
}

/** A range's cells as one list (a column, or a row); blank optional ranges give none. */
function list(value: unknown, arg: string, count: number | undefined): unknown[] | undefined {
  if (!Array.isArray(value) && isBlank(value)) return undefined;
  const g = toGrid(value);
  const byRow = g.length !== 1;
  if (byRow && g.some((r) => r.length > 1)) fail('oneColumn', '', { arg }, { arg });
  const cells = byRow ? g.map((r) => r[0]) : g[0];
  if (count !== undefined && cells.length !== count) {
    fail('sameLength', '', { arg }, { arg, n: cells.length, other: 'deals', m: count });
  }
  return cells;
}

function computePreferans(a: PreferansArgs, preset: Preset): PreferansRun {
  const deals = list(a.deals, 'deals', undefined) ?? [];
  const count = deals.length;
  const columns = ORDER.map((c) => (c === 'deal' ? deals : list(a[ARG[c]], ARG[c], count)));
  const rows: Cell[][] = [];
  for (let k = 0; k < count; k++) {
    rows.push(
      columns.map((col, c) => {
        const v = col?.[k];
        if (v !== null && typeof v === 'object')
          missing('cellError', { arg: ARG[ORDER[c]], row: k + 1, col: 1, rows: 2, cols: 1 });
        return v === undefined ? null : (v as Cell);
      }),
    );
  }
  const read = readProtocols(rows, POS, { firstRow: 1 });
  const problem = read.problems[0];
  if (problem) {
    const column = (ORDER as readonly string[]).includes(problem.field)
      ? (problem.field as (typeof ORDER)[number])
      : 'deal';
    const where: Where = { arg: ARG[column], row: problem.row, col: 1, rows: 2, cols: 1 };
    fail('badValue', rows[problem.row - 1]?.[ORDER.indexOf(column)] ?? '', where, {}, 'invalidValue', problem.message);
  }
  if (read.lines.every((l) => l.outcome?.kind === 'pending')) missing('noResults', { arg: 'scores' });
  // §11.1В: penalties after a ruling ("A+ PP 25%") come off the player's total, as in the pane.
  const factor = mpFactor(preset);
  const result = scoreSeats(read.lines, seatOptionsFromPreset(preset), linePlayerPenalties(read.penalties, factor));
  return { preset, result, factor };
}

/** The event scored for these values: computed once, then found by content. */
export function runPreferans(a: PreferansArgs): PreferansRun {
  const p = scalar(a.preset, 'preset');
  const preset = isBlank(p) ? getPreset(PREFERANS_DEFAULT_PRESET as never) : readPreset(p, { arg: 'preset' });
  const key = [a.scores, a.rulings, a.deals, a.tables, a.seats, a.players, a.forms, preset.id];
  return runs.get(key, () => computePreferans(a, preset));
}

/** The players best first: rank label, player, matchpoints (printing scale), % of own maximum, deals, penalties. */
export function preferansRows(run: PreferansRun): unknown[][] {
  return preferansRankingRows(run.result, run.factor).map((r) => {
    const player = String(r[1]);
    return [r[0], /^\d{1,9}$/.test(player) ? Number(player) : player, r[2], r[3], r[4], r[5]];
  });
}
