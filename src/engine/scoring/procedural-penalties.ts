/**
 * Procedural penalties (Law 90; Law 12C3 in individual events; Law 86 and conditions of contest in team play):
 * kept apart from the board score, as scorers report them, and taken off the penalised contestant's total.
 * The opponents gain nothing from a procedural penalty.
 *
 * A penalty is written with a unit (ProceduralPenalty.unit):
 * - 'mp': matchpoints as the event prints and totals them (the preset's printing scale: 1 MP of an ACBL event
 *   is one of its one-per-beat matchpoints), taken off the total as written;
 * - 'pctTop': that percentage of the top of the board the line belongs to, the top the board adds to the
 *   totals (the full field's top when totals add factored boards), on the printing scale;
 * - 'imp': IMPs, in IMP forms (Butler, cross-IMPs) and in team matches;
 * - 'vp': victory points, taken off a team's VP result of the match.
 * A unit the form has no figure for (a percentage of a top at IMPs, IMPs at matchpoints, VPs in a pairs
 * session) is refused with a message naming the penalty and the line.
 *
 * Who pays: the pair (or team) of the side; in individual events the player named, else both players of the
 * side.
 *
 * A session total is the sum of the board scores after any scaling (totals.fewerBoards), less the penalties:
 * a penalty is a fixed amount and is not scaled with the boards.
 */
import { BridgeInputError } from '../model/types';
import type { ProceduralPenalty, ScoringForm, TravellerEntry } from '../model/types';
import { printNotationSuffixes } from '../rulings/notation';

const UNIT_TEXT: Record<string, string> = { pctTop: '%', mp: 'MP', imp: 'IMP', vp: 'VP' };

/** Every procedural penalty of a traveller line: its ruling's, then the line's own. */
export function linePenalties(entry: TravellerEntry): ProceduralPenalty[] {
  const fromRuling = entry.ruling?.penalties;
  const own = entry.penalties;
  if (!fromRuling?.length) return own?.length ? own : [];
  if (!own?.length) return fromRuling;
  return [...fromRuling, ...own];
}

/** True when the line carries a procedural penalty (its own or its ruling's). */
export function hasPenalty(e: TravellerEntry | undefined): boolean {
  return !!e && !!(e.penalties?.length || e.ruling?.penalties?.length);
}

/** A penalty as the notation writes it ("PP EW 25%"), for messages. */
export function penaltyNotation(p: ProceduralPenalty): string {
  try {
    return printNotationSuffixes({ penalties: [p] }).join(' ');
  } catch {
    const who = p?.player !== undefined ? ` player ${String(p.player)}` : '';
    return `PP ${String(p?.direction)} ${String(p?.amount)}${UNIT_TEXT[p?.unit] ?? String(p?.unit)}${who}`;
  }
}

/** Fails for a penalty that is not a side, a positive amount and a known unit. */
export function checkPenalty(p: ProceduralPenalty, where: string): void {
  if (!p || typeof p !== 'object') {
    throw new BridgeInputError(`${where}: procedural penalty '${String(p)}' is not a penalty`, p);
  }
  if (p.direction !== 'NS' && p.direction !== 'EW') {
    throw new BridgeInputError(
      `${where}: procedural penalty '${penaltyNotation(p)}': '${String(p.direction)}' is not a side`,
      p,
    );
  }
  if (typeof p.amount !== 'number' || !Number.isFinite(p.amount) || !(p.amount > 0)) {
    throw new BridgeInputError(
      `${where}: procedural penalty '${penaltyNotation(p)}': '${String(p.amount)}' is not a positive amount`,
      p,
    );
  }
  if (!UNIT_TEXT[p.unit]) {
    throw new BridgeInputError(
      `${where}: procedural penalty '${penaltyNotation(p)}': '${String(p.unit)}' is not a unit (%, MP, IMP or VP)`,
      p,
    );
  }
}

const IMP_FORMS: readonly ScoringForm[] = ['imp', 'butler', 'cross-imp'];

/**
 * What a penalty takes off a pairs or individual session total, in the total's unit (MP on the printing scale,
 * or IMPs). `top` is the top of the line's board as the totals add it, on the printing scale (MP forms).
 */
export function sessionPenaltyAmount(
  p: ProceduralPenalty,
  form: ScoringForm,
  top: number | undefined,
  where: string,
): number {
  checkPenalty(p, where);
  const imps = IMP_FORMS.includes(form);
  if (p.unit === 'vp') {
    throw new BridgeInputError(
      `${where}: procedural penalty '${penaltyNotation(p)}' is in VPs, but a pairs session has no VPs; give it in ${imps ? 'IMP' : 'MP or % of a top'}`,
      p,
    );
  }
  if (imps) {
    if (p.unit === 'imp') return p.amount;
    throw new BridgeInputError(
      `${where}: procedural penalty '${penaltyNotation(p)}' is in ${p.unit === 'mp' ? 'matchpoints' : 'per cent of a top'}, which an IMP form does not have; give it in IMP (e.g. 'PP ${p.direction} 3IMP')`,
      p,
    );
  }
  if (p.unit === 'mp') return p.amount;
  if (p.unit === 'pctTop') {
    if (top === undefined || !Number.isFinite(top)) {
      throw new BridgeInputError(`${where}: procedural penalty '${penaltyNotation(p)}': the board has no top`, p);
    }
    return (p.amount / 100) * top;
  }
  throw new BridgeInputError(
    `${where}: procedural penalty '${penaltyNotation(p)}' is in IMPs, which a matchpoint form does not have; give it in MP or % of a top (e.g. 'PP ${p.direction} 25%')`,
    p,
  );
}

/**
 * Who pays a penalty: `side` is the side's contestants (one pair, or two players in an individual). A named
 * player must sit on that side; in a pairs event the pair pays whoever is named.
 */
export function penalisedContestants(
  p: ProceduralPenalty,
  side: readonly string[],
  individual: boolean,
  where: string,
): string[] {
  if (side.length === 0) {
    throw new BridgeInputError(
      `${where}: procedural penalty '${penaltyNotation(p)}': the line has no ${p.direction} contestant`,
      p,
    );
  }
  if (!individual || p.player === undefined) return [...side];
  const player = String(p.player);
  if (!side.includes(player)) {
    throw new BridgeInputError(
      `${where}: procedural penalty '${penaltyNotation(p)}': player ${player} did not sit ${p.direction} (${side.join(' and ')} did)`,
      p,
    );
  }
  return [player];
}

/** A team's penalty in a match: IMPs off its match IMPs, or VPs off its VP result. */
export type TeamPenalty = { imps: number; vp: 0 } | { imps: 0; vp: number };

/** What a penalty takes off a team in a two-table match. Matchpoints and percentages of a top are refused. */
export function teamPenaltyAmount(p: ProceduralPenalty, where: string): TeamPenalty {
  checkPenalty(p, where);
  if (p.unit === 'imp') return { imps: p.amount, vp: 0 };
  if (p.unit === 'vp') return { imps: 0, vp: p.amount };
  throw new BridgeInputError(
    `${where}: procedural penalty '${penaltyNotation(p)}' is in ${p.unit === 'mp' ? 'matchpoints' : 'per cent of a top'}, which a team match does not have; give it in IMP or VP (e.g. 'PP ${p.direction} 3IMP')`,
    p,
  );
}
