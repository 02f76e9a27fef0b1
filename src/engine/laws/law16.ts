/**
 * Law 16B: unauthorised information from partner (a remark, a question, an unmistakable hesitation, unusual
 * speed, a mannerism). A player may not choose from among logical alternatives one that the information could
 * demonstrably have suggested over another (16B1(a)); a logical alternative is an action a significant share of
 * the player's peers would seriously consider (16B1(b)). When a player chose such an action and the opponents
 * were damaged, the director adjusts the score (16B3, Law 12); otherwise the score stands.
 */
import type { LawDecision } from '../model/decision';

export interface Law16Input {
  /** Partner made extraneous information available (16B1(a)). */
  informationAvailable: boolean;
  /** It could demonstrably suggest the call or play chosen. */
  suggested?: boolean;
  /** A logical alternative less suggested by it was open to the player (16B1(b)). */
  logicalAlternative?: boolean;
  /** The opponents were damaged by the action chosen (16B3, 12B1). */
  damaged?: boolean;
}

/**
 * Law 16B: undefined when the score is to be adjusted (the Law 12 questions follow, with the laws returned by
 * law16Laws); otherwise the decision that the score stands.
 */
export function law16B(input: Law16Input): LawDecision | undefined {
  if (!input.informationAvailable) return { outcome: 'scoreStands', laws: ['16B1(a)'], notes: ['noInfraction'] };
  if (input.suggested === false || input.logicalAlternative === false) {
    return { outcome: 'scoreStands', laws: ['16B1(a)', '16B1(b)'], notes: ['noInfraction'] };
  }
  if (input.damaged === false) return { outcome: 'scoreStands', laws: ['16B1(a)', '16B3'], notes: ['penaltyPossible'] };
  return undefined;
}

/** The laws an adjusted score for unauthorised information cites before Law 12's own. */
export const LAW16_ADJUSTMENT_LAWS: readonly string[] = ['16B1(a)', '16B3'];
