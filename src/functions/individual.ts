/**
 * A bridge individual from a sheet of traveller lines, as the individual template keeps it: the board, the two
 * players of each side written "3+7" (N+S in ns, E+W in ew), the NS score and the director's ruling. The lines
 * go to the engine's session scorer as an individual event (each board matchpointed, both players of a side
 * taking its figure, an adjusted score applying to both, a procedural penalty to the player named: Law 12C3 as
 * the engine applies it). The event is scored once per recalculation and kept by content.
 */
import { ContentCache } from './cache';
import { scalar, toGrid, checkNotError } from './coerce';
import { fail, missing, type Where } from './errors';
import { readBoard } from './board';
import { readPreset } from './options';
import { readEntries, travellerShape } from './traveller';
import { scoreEvent, type Preset, type SessionTotal, type TravellerEntry } from './engine';

export interface IndividualArgs {
  boards: unknown;
  nsPlayers: unknown;
  ewPlayers: unknown;
  scores: unknown;
  rulings?: unknown;
  preset?: unknown;
}

export interface IndividualRun {
  preset: Preset;
  totals: readonly SessionTotal[];
}

const runs = new ContentCache<IndividualRun>(8);

/** Engine passes so far (each scores the whole event); tests read it. */
export function individualPasses(): number {
  return runs.misses;
}

/** The cells of a one-column (or one-row) range parallel to the scores. */
function cells(
  value: unknown,
  arg: string,
  count: number,
): { at: (k: number) => unknown; where: (k: number) => Where } {
  const g = toGrid(value);
  const byRow = g.length !== 1;
  const length = byRow ? g.length : g[0].length;
  if (byRow && g.some((r) => r.length > 1)) fail('oneColumn', '', { arg }, { arg });
  if (length !== count) fail('sameLength', '', { arg }, { arg, n: length, other: 'scores', m: count });
  return {
    at: (k) => (byRow ? g[k][0] : g[0][k]),
    where: (k) => (byRow ? { arg, row: k + 1, col: 1, rows: g.length, cols: 1 } : { arg, row: 1, col: k + 1 }),
  };
}

/** The two players of a side as written ("3+7", "Ann & Bob"). */
function sidePlayers(v: unknown, where: Where): [string, string] {
  checkNotError(v, where);
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const parts = text.split(/\s*[+&]\s*/).filter(Boolean);
  if (parts.length !== 2) fail('notPlayers', v, where);
  return [parts[0], parts[1]];
}

function computeIndividual(a: IndividualArgs, preset: Preset): IndividualRun {
  const { count } = travellerShape(a.scores);
  const boards = cells(a.boards, 'boards', count);
  const ns = cells(a.nsPlayers, 'ns_players', count);
  const ew = cells(a.ewPlayers, 'ew_players', count);
  const numbers = new Float64Array(count);
  for (let k = 0; k < count; k++) numbers[k] = readBoard(boards.at(k), boards.where(k)) ?? NaN;
  const read = readEntries(a.scores, a.rulings, { boards: numbers });
  const entries: TravellerEntry[] = [];
  read.entries.forEach((entry, k) => {
    if (!entry) return;
    if (numbers[k] !== numbers[k]) missing('missing', boards.where(k));
    const [n, s] = sidePlayers(ns.at(k), ns.where(k));
    const [e, w] = sidePlayers(ew.at(k), ew.where(k));
    entries.push({ ...entry, board: numbers[k], players: { N: n, S: s, E: e, W: w } });
  });
  if (entries.length === 0) missing('noResults', { arg: 'scores' });
  const session = scoreEvent({ kind: 'individual', form: 'mp', contestants: [], entries }, preset);
  return { preset, totals: session.totals };
}

/** The event scored for these values: computed once, then found by content. */
export function runIndividual(a: IndividualArgs): IndividualRun {
  const preset = readPreset(scalar(a.preset, 'preset'), { arg: 'preset' });
  const key = [a.scores, a.rulings, a.boards, a.nsPlayers, a.ewPlayers, preset.id];
  return runs.get(key, () => computeIndividual(a, preset));
}

/** A player written as a number stays a number. */
function playerValue(p: string): string | number {
  return /^\d{1,9}$/.test(p) ? Number(p) : p;
}

/** The players who have played, best first: rank label, player, total, percentage, boards played. */
export function individualRows(run: IndividualRun): unknown[][] {
  return run.totals
    .filter((t) => t.boardsPlayed > 0)
    .map((t, i) => ({ t, i }))
    .sort((x, y) => x.t.rank - y.t.rank || x.i - y.i)
    .map(({ t }) => [
      t.rankLabel,
      playerValue(t.id),
      t.total,
      t.percent === undefined ? '' : t.percent,
      t.boardsPlayed,
    ]);
}
