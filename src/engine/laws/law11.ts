/**
 * Law 11: forfeiture of the right to rectification.
 *
 * 11A: a member of the non-offending side acted before the director was called (or, 9B2, before the director
 * had explained the rectification). The right to rectification may be lost: the director decides, and may let
 * the rectification go on (then this module is not asked). When a side gained through that action (taken by an opponent unaware of the applicable law),
 * the director adjusts only that side's score, taking the advantage away; the other side keeps the score
 * obtained at the table. The ruling is one-sided and does not balance.
 * 11B: a procedural penalty remains possible after the right to rectification is lost.
 */
import { BridgeInputError } from '../model/types';
import type { Adjustment, Direction, ProceduralPenalty, Ruling } from '../model/types';
import { betterFor, expectedNs, type ResultScore } from './law12/assigned';
import type { LawDecision } from '../model/decision';

export interface Law11Input {
  /** The score obtained at the table (needed when a side gained). */
  tableScore?: ResultScore;
  /** The side that gained through the action taken before the director was called; absent = nobody gained. */
  gainedSide?: Direction;
  /**
   * 11A: the further action that gained was taken by an opponent of that side unaware of the applicable Law.
   * Only then is the side that gained adjusted; false: the right is lost and the table score stands.
   * Absent: true (the older callers named the side only in that case).
   */
  unawareOpponent?: boolean;
  /** The score of the side that gained, without the advantage (assigned or weighted). */
  withoutAdvantage?: Adjustment;
  /** The side that committed the irregularity, for the record. */
  offenders?: Direction;
  /** Law 11B: a procedural penalty given all the same. */
  penalties?: ProceduralPenalty[];
}

/** Law 11A/11B: the decision after a non-offender acted before the director was called. */
export function law11Forfeiture(input: Law11Input): LawDecision {
  const fault = input.offenders;
  if (input.gainedSide === undefined || input.unawareOpponent === false) {
    return {
      outcome: 'rectificationLost',
      laws: ['11A', '11B'],
      ...(fault ? { fault } : {}),
      notes: ['penaltyStillPossible'],
      ...(input.penalties?.length ? { penalties: input.penalties } : {}),
    };
  }
  const side = input.gainedSide;
  if (side !== 'NS' && side !== 'EW') {
    throw new BridgeInputError(`Law 11A: side '${String(side)}' is not NS or EW`, side);
  }
  const t = input.tableScore;
  if (!t || typeof t.ns !== 'number' || !Number.isFinite(t.ns)) {
    throw new BridgeInputError(`Law 11A: the table score '${String(t?.ns)}' is not a number`, t);
  }
  const table: Adjustment = t.from ? { kind: 'assigned', ns: t.ns, from: t.from } : { kind: 'assigned', ns: t.ns };
  const adj = input.withoutAdvantage;
  if (!adj) {
    throw new BridgeInputError(`Law 11A: give the score ${side} gets once the advantage is taken away`, input);
  }
  if (adj.kind === 'artificial') {
    throw new BridgeInputError(
      `Law 11A: the advantage of ${side} is taken away with a score (assigned or weighted), not an artificial one`,
      adj,
    );
  }
  const gain = betterFor(side, adj, table);
  if (gain !== undefined && gain >= 0) {
    throw new BridgeInputError(
      `Law 11A: the score for ${side} (NS ${expectedNs(adj)}) does not take an advantage away: ` +
        `it is not worse for ${side} than the table score (NS ${t.ns})`,
      input,
    );
  }
  const ruling: Ruling = {
    ns: side === 'NS' ? structuredClone(adj) : table,
    ew: side === 'EW' ? structuredClone(adj) : table,
    laws: ['11A'],
  };
  if (fault) ruling.fault = fault;
  if (input.penalties?.length) ruling.penalties = input.penalties;
  return { outcome: 'oneSided', ruling, laws: ['11A'], ...(fault ? { fault } : {}), notes: ['penaltyStillPossible'] };
}
