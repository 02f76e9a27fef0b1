/**
 * A procedural penalty charged to one preferans player (code §11.1В: the director may give one even when the
 * right to a penalty is lost), written in the seat's ruling cell after its ruling: "A+ PP 25%", "PP 2MP".
 * The amount is per cent of the top of that deal for that seat (`%`) or matchpoints as printed (`MP`); it is
 * taken off the player's total and kept apart from the deal's matchpoints (scoreSeats's penalties), so the deal's
 * comparison with the other tables does not change. Several penalties on one cell add up.
 */
import { sourceSuffix } from '../model/source';
import { BridgeInputError } from '../model/types';
import type { SourceRef } from '../model/types';
import type { PlayerPenalty } from './seat-scoring';

/** A penalty as a ruling cell writes it: the unit is 'pctTop' (%) or 'mp' (matchpoints as printed). */
export interface CellPenalty {
  amount: number;
  unit: 'pctTop' | 'mp';
}

function readAmount(text: string, src: SourceRef): CellPenalty {
  const fail = (what: string) => new BridgeInputError(`penalty 'PP ${text}' ${what}${sourceSuffix(src)}`, text, src);
  const m = /^(\d+(?:[.,]\d+)?)\s*(%|MP)$/i.exec(text);
  if (!m) throw fail('is not PP <amount>% (of a top) or PP <amount>MP');
  const amount = Number(m[1].replace(',', '.'));
  const unit = m[2] === '%' ? 'pctTop' : 'mp';
  if (!(amount > 0)) throw fail('is not a positive amount');
  if (unit === 'pctTop' && amount > 100) throw fail('is more than 100 % of a top');
  return { amount, unit };
}

/**
 * Splits a ruling cell into its ruling ("A+", "" when the score stands) and the penalties written after it.
 * "A+ PP 25%" → A+ and 25 % of a top; "PP 1,5 MP" → the score stands, 1.5 MP. A malformed PP is a
 * BridgeInputError that names it and where it is (`src`: the file or table, its line or row, and the field).
 */
export function splitCellPenalties(text: string, src: SourceRef = {}): { ruling: string; penalties: CellPenalty[] } {
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
    penalties.push(readAmount(body, src));
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

/** The penalties of one protocol line's ruling cell, charged to its player on its deal. */
export interface LinePenalties {
  /** Index of the line in the protocol's lines. */
  line: number;
  player: string;
  deal: string | number;
  source?: SourceRef;
  penalties: CellPenalty[];
}

/**
 * Every line's penalties as scoreSeats takes them (the protocol file's and the workbook's Protocols table's alike),
 * in the order of the lines; `printFactor` as for cellPlayerPenalties.
 */
export function linePlayerPenalties(lines: readonly LinePenalties[], printFactor = 1): PlayerPenalty[] {
  return lines.flatMap((p) => cellPlayerPenalties(p.penalties, p, printFactor));
}
