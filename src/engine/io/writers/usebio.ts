/**
 * USEBIO 1.2 writer: EVENT with PARTICIPANTS (totals, percentages and places when given) and one BOARD per
 * board with its TRAVELLER_LINEs (contract, declarer, lead, tricks, NS score, and the computed matchpoints,
 * Butler or cross-IMP points when given), then HANDSET when the deals are known. Artificial scores go in SCORE
 * as a code of the ruling notation (A+/A-, A60/40); other rulings in a RULING element, which the USEBIO reader
 * reads back.
 */
import { formatContract } from '../../model/contract';
import type { EventData, Ruling, Seat, TravellerEntry } from '../../model/types';
import { printRuling } from '../../rulings/notation';
import type { BoardInfo } from '../check';
import { num, programName, type WrittenScores } from './common';

export interface UsebioWriteInput {
  event: EventData;
  boardInfo?: Record<number, BoardInfo>;
}

export function xmlText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function el(name: string, value: string | number | undefined, indent: string): string[] {
  if (value === undefined || value === '') return [];
  return [`${indent}<${name}>${xmlText(typeof value === 'number' ? num(value) : value)}</${name}>`];
}

function eventType(event: EventData): string {
  return { mp: 'MP_PAIRS', butler: 'BUTLER_PAIRS', 'cross-imp': 'CROSS_IMP', imp: 'CROSS_IMP' }[event.form];
}

/** A ruling that a SCORE code can hold: artificial on both sides, with no laws, penalties or note. */
function scoreCode(r: Ruling): string | undefined {
  const plain = !r.laws && !r.fault && !r.penalties && r.note === undefined;
  if (!plain || r.ns.kind !== 'artificial' || r.ew.kind !== 'artificial') return undefined;
  if (r.ns.imps !== undefined || r.ew.imps !== undefined) return undefined;
  return printRuling(r);
}

export function writeUsebio(input: UsebioWriteInput, scores: WrittenScores = {}): string {
  const { event } = input;
  if (event.kind === 'teams') {
    throw new Error('USEBIO team events are not written: convert a team match to PBN or CSV');
  }
  const type = eventType(event);
  const scale = scores.mpScale ?? 1;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<USEBIO Version="1.2">',
    `<EVENT EVENT_TYPE="${type}">`,
  ];
  out.push(...el('EVENT_DESCRIPTION', event.title, '  '));
  out.push(...el('PROGRAM_NAME', scores.program ?? programName(), '  '));
  out.push(`  <PARTICIPANTS EVENT_TYPE="${type}">`);
  const totals = new Map((scores.totals ?? []).map((t) => [t.id, t]));
  for (const c of event.contestants) {
    const t = totals.get(c.id);
    out.push('    <PAIR>');
    out.push(...el('PAIR_NUMBER', c.id, '      '));
    out.push(`      <DIRECTION>${c.direction ?? ''}</DIRECTION>`);
    if (t) {
      out.push(...el('TOTAL_SCORE', t.total, '      '));
      out.push(...el('PERCENTAGE', t.percent, '      '));
      out.push(...el('PLACE', t.rankLabel.replace(/-\d+$/, '='), '      '));
    }
    for (const n of c.names ?? []) out.push('      <PLAYER>', ...el('PLAYER_NAME', n, '        '), '      </PLAYER>');
    out.push('    </PAIR>');
  }
  out.push('  </PARTICIPANTS>');
  const boards = event.boards?.length
    ? event.boards
    : [...new Set(event.entries.map((e) => e.board))].sort((a, b) => a - b);
  const imp = event.form !== 'mp';
  const [nsField, ewField] = imp
    ? event.form === 'butler'
      ? ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS']
      : ['NS_CROSS_IMP_POINTS', 'EW_CROSS_IMP_POINTS']
    : ['NS_MATCH_POINTS', 'EW_MATCH_POINTS'];
  for (const board of boards) {
    out.push(`  <BOARD EVENT_TYPE="${type}">`);
    out.push(...el('BOARD_NUMBER', board, '    '));
    const datum = scores.boards?.find((b) => b.board === board)?.datum?.[''];
    if (event.form === 'butler') out.push(...el('BOARD_AVERAGE', datum, '    '));
    event.entries.forEach((e, k) => {
      if (e.board !== board) return;
      out.push('    <TRAVELLER_LINE>', ...line(e, k), '    </TRAVELLER_LINE>');
    });
    out.push('  </BOARD>');
  }
  out.push('</EVENT>');

  function line(e: TravellerEntry, k: number): string[] {
    const i = '      ';
    const p = e.played;
    const code = e.ruling ? scoreCode(e.ruling) : undefined;
    const sc = scores.entries?.[k] ?? {};
    const mp = (x: number | undefined) => (x === undefined ? undefined : x * scale);
    return [
      ...el('TABLE_NUMBER', e.table, i),
      ...el('ROUND_NUMBER', e.round, i),
      ...el('NS_PAIR_NUMBER', e.ns, i),
      ...el('EW_PAIR_NUMBER', e.ew, i),
      ...el('CONTRACT', p ? formatContract(p.contract) : undefined, i),
      ...el('PLAYED_BY', p?.declarer, i),
      ...el('LEAD', e.lead, i),
      ...el('TRICKS', p?.tricks, i),
      ...el('SCORE', code ?? (e.status === 'notPlayed' ? 'NP' : e.scoreNS), i),
      ...(e.ruling && !code ? el('RULING', printRuling(e.ruling), i) : []),
      ...el('FORM', e.form, i),
      ...el(nsField, imp ? sc.impNS : mp(sc.mpNS), i),
      ...el(ewField, imp ? sc.impEW : mp(sc.mpEW), i),
    ];
  }

  const deals = Object.entries(input.boardInfo ?? {}).filter(([, b]) => b.deal);
  if (deals.length) {
    out.push('<HANDSET>');
    for (const [board, b] of deals) {
      const hands = handsOf(b.deal!);
      if (!hands) continue;
      out.push('  <BOARD>', ...el('BOARD_NUMBER', board, '    '));
      for (const seat of ['N', 'E', 'S', 'W'] as Seat[]) {
        const [s, h, d, c] = hands[seat].split('.');
        const dir = { N: 'North', E: 'East', S: 'South', W: 'West' }[seat];
        out.push('    <HAND>', `      <DIRECTION>${dir}</DIRECTION>`);
        out.push(
          `      <CLUBS>${c}</CLUBS>`,
          `      <DIAMONDS>${d}</DIAMONDS>`,
          `      <HEARTS>${h}</HEARTS>`,
          `      <SPADES>${s}</SPADES>`,
        );
        out.push('    </HAND>');
      }
      out.push('  </BOARD>');
    }
    out.push('</HANDSET>');
  }
  out.push('</USEBIO>');
  return out.join('\n') + '\n';
}

/** "N:AKQ.xx.xx.xx ..." → the four hands by seat, or undefined when the deal is not in that form. */
export function handsOf(deal: string): Record<Seat, string> | undefined {
  const m = /^([NESW]):(\S+)\s+(\S+)\s+(\S+)\s+(\S+)$/.exec(deal.trim());
  if (!m) return undefined;
  const order: Seat[] = ['N', 'E', 'S', 'W'];
  const start = order.indexOf(m[1] as Seat);
  const out = {} as Record<Seat, string>;
  for (let k = 0; k < 4; k++) {
    const hand = m[2 + k];
    if (hand.split('.').length !== 4) return undefined;
    out[order[(start + k) % 4]] = hand;
  }
  return out;
}
