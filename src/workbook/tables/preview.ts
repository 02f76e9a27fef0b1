/**
 * What a ruling would do, computed in memory from the event already read (no round trip to Excel): the line's
 * scores now and with the ruling, and the board's frequency chart.
 */
import type { Adjustment, EventData, Ruling } from './engine';
import { applyLineMark, parseLineMark } from './engine';
import type { SideScores } from './rulings';
import { scoreLoaded, type WorkbookEvent } from './scoring';

/** Index in event.entries of the line on `board` at `table`, or -1. */
export function findEntry(event: EventData, board: number, table: number): number {
  return event.entries.findIndex((e) => e.board === board && e.table === table);
}

function sides(wb: WorkbookEvent, event: EventData, index: number, ruling: string): SideScores {
  const { score, error, factor } = scoreLoaded(event, wb.settings);
  if (error) throw new Error(error);
  const s = score?.entries[index] ?? {};
  const mp = (x: number | undefined) => (x === undefined ? undefined : x * factor);
  return {
    scoreNS: event.entries[index]?.scoreNS,
    ruling,
    mpNS: mp(s.mpNS),
    mpEW: mp(s.mpEW),
    pctNS: s.pctNS,
    pctEW: s.pctEW,
    impNS: s.impNS,
    impEW: s.impEW,
  };
}

/**
 * The event with `ruling` on line `index`: a ruling of the notation or any line mark (NP, CANCELLED, FORM B, a
 * penalty alone); throws the notation's message when it cannot be read.
 */
export function withRuling(event: EventData, index: number, ruling: string | Ruling | undefined): EventData {
  const entries = event.entries.slice();
  // The line as the table left it: the previous mark (ruling, status, form, penalties) goes first.
  const bare = { ...entries[index] };
  delete bare.ruling;
  delete bare.penalties;
  delete bare.form;
  bare.status = bare.scoreNS !== undefined ? 'played' : 'pending';
  const mark =
    typeof ruling === 'string'
      ? ruling.trim()
        ? parseLineMark(ruling, { board: bare.board })
        : {}
      : ruling
        ? { ruling }
        : {};
  entries[index] = applyLineMark(bare, mark);
  return { ...event, entries };
}

/** Scores of the line now and with the ruling. */
export function previewInMemory(
  wb: WorkbookEvent,
  index: number,
  ruling: string,
  currentText: string,
): { before: SideScores; after: SideScores } {
  const before = sides(wb, wb.event, index, currentText);
  const after = sides(wb, withRuling(wb.event, index, ruling), index, ruling);
  return { before, after };
}

export interface FrequencyPoint {
  score: number;
  count: number;
  mine?: boolean;
  /** Law 87: the form of a fouled board the result was obtained in (absent: the correct form). */
  form?: string;
}

function adjustmentPoints(adj: Adjustment, mine: boolean): FrequencyPoint[] {
  if (adj.kind === 'assigned') return [{ score: adj.ns, count: 1, mine }];
  if (adj.kind === 'weighted') return adj.parts.map((p) => ({ score: p.ns, count: p.weight, mine }));
  return [];
}

/**
 * The NS scores on a board as a frequency chart sees them: table results count 1, weighted rulings their
 * weights, artificial scores nothing (they leave the comparison). A split ruling shows the NS side's score.
 */
export function boardFrequency(event: EventData, board: number, mineIndex = -1): FrequencyPoint[] {
  const out: FrequencyPoint[] = [];
  event.entries.forEach((e, i) => {
    if (e.board !== board) return;
    const mine = i === mineIndex;
    const form = e.form ? { form: e.form } : {};
    if (e.ruling) out.push(...adjustmentPoints(e.ruling.ns, mine).map((p) => ({ ...p, ...form })));
    else if (e.status === 'played' && e.scoreNS !== undefined) out.push({ score: e.scoreNS, count: 1, mine, ...form });
  });
  return out;
}
