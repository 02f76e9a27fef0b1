/** What the writers share: the computed figures they may add beside the travellers, and number printing. */
import type { BoardScore, ContestantTotal, ScoredEntry } from '../../model/types';

/** Figures computed by the engine, written beside the travellers (all optional). */
export interface WrittenScores {
  /** Parallel to event.entries. */
  entries?: ScoredEntry[];
  boards?: BoardScore[];
  totals?: ContestantTotal[];
  /** Matchpoints are multiplied by this when printed (0.5 for the 1-per-beat scale). Default 1. */
  mpScale?: number;
  /** Name written as the program (with the preset, so that check picks the same preset back). */
  program?: string;
}

/** The program name this project writes into files, with the preset used. */
export const PROGRAM = 'bridge-scorer-excel';

export function programName(preset?: string): string {
  return preset ? `${PROGRAM} (preset ${preset})` : PROGRAM;
}

/** Full-precision decimal text (no exponent for ordinary figures; -0 is 0). */
export function num(x: number): string {
  if (Object.is(x, -0) || x === 0) return '0';
  return String(Number(x.toPrecision(15)));
}
