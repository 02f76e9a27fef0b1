/**
 * Laws 21 and 75: misinformation. The opponents are entitled to know the partnership's agreements (Law 40).
 * When the explanation given was wrong (the agreement is other than explained), that is an infraction: a call
 * may still be changed during the auction (21B1), and when the non-offending side was damaged by the
 * misinformation the director adjusts the score (21B3, 75B, Law 12). When the explanation was right and the
 * player's call departed from it (a misbid, 75C), there is no infraction and the score stands. A player's own
 * misunderstanding, not caused by the opponents, gets no redress (21A).
 */
import type { LawDecision } from '../model/decision';

export type MisinformationKind =
  /** The explanation did not describe the partnership's agreement: misinformation (75B). */
  | 'misexplanation'
  /** The explanation described the agreement; the call departed from it (75C). */
  | 'misbid'
  /** The player misunderstood by his own fault (21A). */
  | 'ownMisunderstanding';

export interface Law21Input {
  kind: MisinformationKind;
  /** 21B3: the non-offending side was damaged by the misinformation. */
  damaged?: boolean;
  /** 21B1(a): the player changed his call when the misinformation came to light. */
  callChanged?: boolean;
}

/** Laws 21/75: undefined when the score is to be adjusted (Law 12 follows); otherwise the decision. */
export function law21(input: Law21Input): LawDecision | undefined {
  if (input.kind === 'misbid') return { outcome: 'scoreStands', laws: ['75C'], notes: ['noInfraction'] };
  if (input.kind === 'ownMisunderstanding') return { outcome: 'scoreStands', laws: ['21A'], notes: ['noInfraction'] };
  const laws = input.callChanged ? ['21B1(a)', '75B'] : ['75B'];
  if (input.damaged === false) return { outcome: 'scoreStands', laws, notes: ['penaltyPossible'] };
  return undefined;
}

/** The laws an adjusted score for misinformation cites before Law 12's own. */
export function law21AdjustmentLaws(callChanged: boolean | undefined): string[] {
  return callChanged ? ['21B1(a)', '21B3', '75B'] : ['21B3', '75B'];
}
