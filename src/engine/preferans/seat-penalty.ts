/**
 * A procedural penalty charged to one preferans player (code §11.1В: the director may give one even when the
 * right to a penalty is lost), written in the seat's ruling cell after its ruling: "A+ PP 25%", "PP 2MP".
 * The amount is per cent of the top of that deal for that seat (`%`) or matchpoints as printed (`MP`); it is
 * taken off the player's total and kept apart from the deal's matchpoints (scoreSeats's penalties), so the deal's
 * comparison with the other tables does not change. Several penalties on one cell add up.
 */
import { BridgeInputError } from '../model/types';
import type { SourceRef } from '../model/types';
import type { PlayerPenalty } from './seat-scoring';

/** A penalty as a ruling cell writes it: the unit is 'pctTop' (%) or 'mp' (matchpoints as printed). */
export interface CellPenalty {
  amount: number;
  unit: 'pctTop' | 'mp';
}

function readAmount(text: string, where: string): CellPenalty {
  const m = /^(\d+(?:[.,]\d+)?)\s*(%|MP)$/i.exec(text);
  if (!m) {
    throw new BridgeInputError(`penalty 'PP ${text}'${where} is not PP <amount>% (of a top) or PP <amount>MP`, text);
  }
  const amount = Number(m[1].replace(',', '.'));
  const unit = m[2] === '%' ? 'pctTop' : 'mp';
  if (!(amount > 0)) throw new BridgeInputError(`penalty 'PP ${text}'${where} is not a positive amount`, text);
  if (unit === 'pctTop' && amount > 100) {
    throw new BridgeInputError(`penalty 'PP ${text}'${where} is more than 100 % of a top`, text);
  }
  return { amount, unit };
}

/**
 * Splits a ruling cell into its ruling ("A+", "" when the score stands) and the penalties written after it.
 * "A+ PP 25%" → A+ and 25 % of a top; "PP 1,5 MP" → the score stands, 1.5 MP. A malformed PP is an error that
 * names it.
 */
export function splitCellPenalties(text: string, src: SourceRef = {}): { ruling: string; penalties: CellPenalty[] } {
  const where = src.row !== undefined ? ` (row ${src.row})` : src.line !== undefined ? ` (line ${src.line})` : '';
  const penalties: CellPenalty[] = [];
  const rest: string[] = [];
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((x) => x !== '');
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!/^PP/i.test(tok)) {
      rest.push(tok);
      continue;
    }
    let body = tok.slice(2);
    if (body === '') body = tokens[++i] ?? '';
    // "PP 2 MP": the unit may stand apart from the amount.
    if (/^\d+(?:[.,]\d+)?$/.test(body) && /^(%|MP)$/i.test(tokens[i + 1] ?? '')) body += tokens[++i];
    penalties.push(readAmount(body, where));
  }
  return { ruling: rest.join(' '), penalties };
}

/** A penalty as the ruling cell writes it: "PP 25%", "PP 2MP". */
export function cellPenaltyText(p: CellPenalty): string {
  const amount = Math.round(p.amount * 1e6) / 1e6;
  return `PP ${amount}${p.unit === 'pctTop' ? '%' : 'MP'}`;
}

/** A ruling cell with penalties after its ruling ("A+ PP 25%"). */
export function withCellPenalties(ruling: string, penalties: readonly CellPenalty[]): string {
  return [ruling.trim(), ...penalties.map(cellPenaltyText)].filter((x) => x !== '').join(' ');
}

/**
 * The penalties of a seat's cell as scoreSeats takes them: charged to the seat's player on that deal; matchpoints
 * as printed are turned to the scorer's 2-per-beat scale by the printing factor (0.5 when one is printed per beat).
 */
export function cellPlayerPenalties(
  penalties: readonly CellPenalty[],
  at: { player: string; deal: string | number; source?: SourceRef },
  printFactor = 1,
): PlayerPenalty[] {
  return penalties.map((p) => ({
    player: at.player,
    amount: p.unit === 'mp' ? p.amount / printFactor : p.amount,
    unit: p.unit,
    deal: at.deal,
    ...(at.source ? { source: at.source } : {}),
  }));
}
