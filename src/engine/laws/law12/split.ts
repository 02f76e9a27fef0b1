/**
 * What each side of a traveller line is scored on, and split (non-balancing) scores.
 *
 * A balanced ruling gives both sides the same adjustment. A split ruling (Law 12C1(e): the non-offenders'
 * serious error or gambling action; Law 11A: rectification forfeited by one side) gives each side its own.
 * At pairs, NS and EW are then matchpointed against different frequency tables: the NS table holds the NS
 * side's score of the split table, the EW table holds the EW side's score (EBU White Book §4.2.1). The other
 * tables' NS matchpoints come from the first, their EW matchpoints from the second, so a split changes only
 * the direction it touches, and the board total may differ from n(n − 1).
 */
import { BridgeInputError } from '../../model/types';
import type { Adjustment, TravellerEntry } from '../../model/types';
import type { FrequencyItem } from '../../scoring/matchpoints';
import type { AdjustmentOptions } from '../../presets/types';
import { checkArtificialAt, type ArtificialAdjustment } from './artificial';
import { weightedItemsAt } from './weighted';

/** How a side's score came about. */
export type ScoreOrigin = 'result' | 'assigned' | 'weighted';

export type SideScore =
  /** No score: not played, cancelled without a ruling. */
  | { kind: 'none' }
  /** Not entered yet: no score now, and never a zero. */
  | { kind: 'pending' }
  /** A table result, an assigned score or a weighted score, as NS scores with weights summing to 1. */
  | { kind: 'scores'; items: readonly FrequencyItem[]; origin: ScoreOrigin }
  /** An artificial adjusted score: out of the comparison. */
  | { kind: 'artificial'; adjustment: ArtificialAdjustment };

export interface TableSides {
  ns: SideScore;
  ew: SideScore;
  /** The two sides are compared against different fields (a split score or a one-sided artificial score). */
  split: boolean;
}

const NONE: SideScore = { kind: 'none' };
const PENDING: SideScore = { kind: 'pending' };

/** A place named in messages ("board 4, table 2, NS"), built only when a message needs it. */
export type Place = () => string;

/** "board 4, table 2" for messages. */
export function entryPlace(entry: TravellerEntry, index?: number): string {
  const parts = [`board ${entry.board}`];
  if (entry.table !== undefined) parts.push(`table ${entry.table}`);
  else if (index !== undefined) parts.push(`line ${index + 1}`);
  if (entry.source?.file) parts.push(`file ${entry.source.file}`);
  if (entry.source?.line !== undefined) parts.push(`line ${entry.source.line}`);
  if (entry.source?.row !== undefined) parts.push(`row ${entry.source.row}`);
  return parts.join(', ');
}

function sideOf(adj: Adjustment | undefined, where: Place, options?: AdjustmentOptions): SideScore {
  if (!adj || typeof adj !== 'object') {
    throw new BridgeInputError(`${where()}: the ruling has no adjustment for this side`, adj);
  }
  switch (adj.kind) {
    case 'assigned':
      if (typeof adj.ns !== 'number' || !Number.isFinite(adj.ns)) {
        throw new BridgeInputError(`${where()}: assigned score '${String(adj.ns)}' is not a number`, adj);
      }
      return { kind: 'scores', items: [{ score: adj.ns, weight: 1 }], origin: 'assigned' };
    case 'weighted':
      return { kind: 'scores', items: weightedItemsAt(adj.parts, where, options), origin: 'weighted' };
    case 'artificial':
      checkArtificialAt(adj, where);
      return { kind: 'artificial', adjustment: adj };
    default:
      throw new BridgeInputError(
        `${where()}: adjustment kind '${String((adj as { kind?: unknown }).kind)}' is not assigned, weighted or artificial`,
        adj,
      );
  }
}

/** Two score distributions are the same (same scores, same weights). */
export function sameItems(a: readonly FrequencyItem[], b: readonly FrequencyItem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (const x of a) {
    const y = b.find((it) => it.score === x.score);
    if (!y || Math.abs(y.weight - x.weight) > 1e-12) return false;
  }
  return true;
}

/**
 * The two sides of a traveller line. `tableScore` gives the NS table score of a played line (it throws when
 * there is none). A ruling, when present, decides both sides whatever the status.
 */
export function tableSides(
  entry: TravellerEntry,
  where: string,
  tableScore: () => number,
  options?: AdjustmentOptions,
): TableSides {
  return tableSidesAt(entry, () => where, tableScore, options);
}

/**
 * tableSides() with the place for messages built only when a message needs it (a board scorer reads
 * thousands of lines and names none of them unless one is wrong).
 */
export function tableSidesAt(
  entry: TravellerEntry,
  where: Place,
  tableScore: () => number,
  options?: AdjustmentOptions,
): TableSides {
  if (entry.ruling) {
    const ns = sideOf(entry.ruling.ns, () => `${where()}, NS`, options);
    const ew = sideOf(entry.ruling.ew, () => `${where()}, EW`, options);
    let split = false;
    if (ns.kind === 'scores' && ew.kind === 'scores') split = !sameItems(ns.items, ew.items);
    else if (ns.kind !== ew.kind) split = true;
    return { ns, ew, split };
  }
  switch (entry.status) {
    case 'played': {
      const side: SideScore = { kind: 'scores', items: [{ score: tableScore(), weight: 1 }], origin: 'result' };
      return { ns: side, ew: side, split: false };
    }
    case 'pending':
      return { ns: PENDING, ew: PENDING, split: false };
    case 'notPlayed':
    case 'cancelled':
      return { ns: NONE, ew: NONE, split: false };
    case 'ruled':
      throw new BridgeInputError(`${where()}: status is 'ruled' but the line has no ruling`, entry);
    default:
      throw new BridgeInputError(
        `${where()}: status '${String(entry.status)}' is not played, ruled, pending, notPlayed or cancelled`,
        entry.status,
      );
  }
}
