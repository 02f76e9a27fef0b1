/**
 * A deal as the double-dummy solver reads it: the PBN deal notation "N:AKQ.T98.765.432 hand hand hand", first
 * seat then the hands clockwise, each hand's suits in the order spades, hearts, diamonds, clubs, separated by
 * dots (a void is empty, or "-"). Cards are held as one 13-bit mask per hand and suit: bit 12 is the ace, bit 0
 * the two.
 */
import { sourceSuffix } from '../model/source';
import { BridgeInputError } from '../model/types';
import type { Seat, SourceRef } from '../model/types';

export const DD_SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
/** Suits in the order a PBN hand writes them. */
export const DD_SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANK_CHARS = '23456789TJQKA';

/** Four hands of equal size (13 cards for a whole deal, fewer for an ending). */
export interface Deal {
  /** masks[seat * 4 + suit]: seats N, E, S, W; suits S, H, D, C; bit 12 = ace … bit 0 = two. */
  masks: readonly number[];
  /** Cards in each hand. */
  cards: number;
}

function bad(message: string, text: string, source?: SourceRef): never {
  throw new BridgeInputError(`${message}${sourceSuffix(source)}`, text, source);
}

/**
 * Reads a PBN deal string. Hands may hold fewer than 13 cards (an ending) as long as all four hold the same
 * number; a card given twice, a rank that is not one, or a hand left out ("-") is an error naming the place.
 */
export function parseDeal(text: string, source?: SourceRef): Deal {
  const trimmed = String(text ?? '').trim();
  const m = /^([NESWnesw])\s*:\s*(.*)$/.exec(trimmed);
  if (!m) bad(`deal '${trimmed}' does not start with a seat and a colon ("N:...")`, trimmed, source);
  const first = DD_SEATS.indexOf(m[1].toUpperCase() as Seat);
  const hands = m[2].trim().split(/\s+/);
  if (hands.length !== 4) bad(`deal '${trimmed}' has ${hands.length} hands, not 4`, trimmed, source);
  const masks = new Array<number>(16).fill(0);
  const seen = new Map<string, Seat>();
  const sizes: number[] = [];
  hands.forEach((hand, k) => {
    const seat = DD_SEATS[(first + k) % 4];
    const seatIndex = (first + k) % 4;
    if (hand === '-') bad(`deal '${trimmed}': the hand of ${seat} is not given`, trimmed, source);
    const suits = hand.split('.');
    if (suits.length !== 4) {
      bad(`deal '${trimmed}': hand of ${seat} '${hand}' has ${suits.length} suits, not 4`, trimmed, source);
    }
    let size = 0;
    suits.forEach((cards, s) => {
      const body = cards === '-' ? '' : cards;
      if (body.includes('10')) bad(`deal '${trimmed}': write the ten as T, not 10 (hand of ${seat})`, trimmed, source);
      for (const ch of body.toUpperCase()) {
        const r = RANK_CHARS.indexOf(ch);
        if (r < 0)
          bad(`deal '${trimmed}': '${ch}' in the hand of ${seat} is not a rank (AKQJT98765432)`, trimmed, source);
        const card = `${DD_SUITS[s]}${RANK_CHARS[r]}`;
        const before = seen.get(card);
        if (before !== undefined) {
          bad(`deal '${trimmed}': ${card} is in the hand of ${before} and again in ${seat}`, trimmed, source);
        }
        seen.set(card, seat);
        masks[seatIndex * 4 + s] |= 1 << r;
        size++;
      }
    });
    sizes[seatIndex] = size;
  });
  if (sizes.some((n) => n !== sizes[0]) || sizes[0] === 0 || sizes[0] > 13) {
    const listed = DD_SEATS.map((s, i) => `${s} ${sizes[i]}`).join(', ');
    bad(`deal '${trimmed}': the hands hold ${listed} cards; all four must hold the same number (13)`, trimmed, source);
  }
  return { masks, cards: sizes[0] };
}

/** The deal in PBN notation, North first. */
export function formatDeal(deal: Deal): string {
  const hands = DD_SEATS.map((_, seat) =>
    [0, 1, 2, 3]
      .map((s) => {
        let out = '';
        for (let r = 12; r >= 0; r--) if (deal.masks[seat * 4 + s] & (1 << r)) out += RANK_CHARS[r];
        return out;
      })
      .join('.'),
  );
  return `N:${hands.join(' ')}`;
}
