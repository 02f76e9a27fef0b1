/**
 * USEBIO 1.2 writer: EVENT with PARTICIPANTS (totals, percentages and places when given) and one BOARD per
 * board with its TRAVELLER_LINEs (contract, declarer, lead, tricks, NS score, and the computed matchpoints,
 * Butler or cross-IMP points when given), then HANDSET when the deals are known.
 *
 * An artificial score on both sides of a line without a table score goes in SCORE as the code other programs
 * write (A6040: NS 60 %, EW 40 %); one without a figure is written with the preset's fixed figures, and a note
 * says that USEBIO cannot tell that from the session figure of Law 12C2(c). A line that has a table score keeps
 * it in SCORE. Anything SCORE cannot hold (a level without a figure, assigned, weighted and split scores, IMP
 * figures, penalties, laws, notes, an artificial score beside a table score) goes in a RULING element in the
 * project's ruling notation, which the USEBIO reader reads back and other programs ignore: the notes say what
 * those programs see instead. Law 87 forms go in a FORM element (also the project's own).
 */
import { formatContract } from '../../model/contract';
import { NOT_PLAYED } from '../../model/marks';
import { BridgeInputError } from '../../model/types';
import type { EventData, Ruling, Seat, TravellerEntry } from '../../model/types';
import { parseRuling, printRuling } from '../../rulings/notation';
import { penaltyNotation } from '../../scoring/procedural-penalties';
import type { BoardInfo } from '../check';
import {
  DEFAULT_ARTIFICIAL,
  boardForms,
  figureText,
  linePlace,
  makeNote,
  num,
  programName,
  type ExportNoteCode,
  type NoteParams,
  type NoteSink,
  printedScores,
  type WrittenScores,
} from './common';

export interface UsebioWriteInput {
  event: EventData;
  boardInfo?: Record<number, BoardInfo>;
  /** Receives a note for each thing the file cannot say so that other programs see it. */
  note?: NoteSink;
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

/** A figure as two digits (60 → "60", 5 → "05"), or undefined when it is not a whole number below 100. */
function twoDigits(p: number): string | undefined {
  return Number.isInteger(p) && p >= 0 && p <= 99 ? String(p).padStart(2, '0') : undefined;
}

/**
 * The SCORE code of an artificial score on both sides in percentages (A6040), with the preset's fixed figure
 * for a side without one; undefined for any other ruling. `usual` is false when a figure does not fit two digits.
 */
export function usebioArtificialCode(
  r: Ruling,
  percent: Record<'plus' | 'average' | 'minus', number> = DEFAULT_ARTIFICIAL.percent,
): { code: string; usual: boolean } | undefined {
  if (r.ns.kind !== 'artificial' || r.ew.kind !== 'artificial') return undefined;
  if (r.ns.imps !== undefined || r.ew.imps !== undefined) return undefined;
  const ns = r.ns.percent ?? percent[r.ns.level];
  const ew = r.ew.percent ?? percent[r.ew.level];
  const a = twoDigits(ns);
  const b = twoDigits(ew);
  return a !== undefined && b !== undefined
    ? { code: `A${a}${b}`, usual: true }
    : { code: `A${ns}/${ew}`, usual: false };
}

/** True when reading `code` back gives the whole ruling (nothing left for a RULING element). */
function codeSaysAll(code: string, r: Ruling): boolean {
  try {
    return printRuling(parseRuling(code)) === printRuling(r);
  } catch {
    return false;
  }
}

/** What every step of the writer shares: the input, the figures to print and the lines written so far. */
interface UsebioWriting {
  input: UsebioWriteInput;
  event: EventData;
  scores: WrittenScores;
  fixed: NonNullable<WrittenScores['artificial']>;
  printed: ReturnType<typeof printedScores>;
  type: string;
  imp: boolean;
  /** The elements of a line's NS and EW figures (match points, Butler or cross-IMP points). */
  fields: readonly [string, string];
  out: string[];
  say: (code: ExportNoteCode, params: NoteParams, at?: Parameters<typeof linePlace>[0]) => void;
}

export function writeUsebio(input: UsebioWriteInput, scores: WrittenScores = {}): string {
  const { event } = input;
  if (event.kind === 'teams') {
    throw new BridgeInputError('USEBIO team events are not written: write a team match as PBN or CSV');
  }
  if (event.kind === 'individual' || event.kind === 'preferans' || event.entries.some((e) => e.players)) {
    throw new BridgeInputError(
      'an individual event (players by seat) is not written as USEBIO here: write it as PBN or CSV',
    );
  }
  const type = eventType(event);
  const imp = event.form !== 'mp';
  const w: UsebioWriting = {
    input,
    event,
    scores,
    fixed: scores.artificial ?? DEFAULT_ARTIFICIAL,
    printed: printedScores(scores),
    type,
    imp,
    fields: imp
      ? event.form === 'butler'
        ? ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS']
        : ['NS_CROSS_IMP_POINTS', 'EW_CROSS_IMP_POINTS']
      : ['NS_MATCH_POINTS', 'EW_MATCH_POINTS'],
    out: ['<?xml version="1.0" encoding="UTF-8"?>', '<USEBIO Version="1.2">', `<EVENT EVENT_TYPE="${type}">`],
    say: (code, params, at) => input.note?.(makeNote(code, params, at ? linePlace(at) : {})),
  };
  w.out.push(...el('EVENT_DESCRIPTION', event.title, '  '));
  w.out.push(...el('PROGRAM_NAME', scores.program ?? programName(), '  '));
  writeParticipants(w);
  writeBoards(w);
  w.out.push('</EVENT>');
  writeHandset(w);
  w.out.push('</USEBIO>');
  return w.out.join('\n') + '\n';
}

/** The pairs, with their printed totals, percentages and places when the event is scored. */
function writeParticipants(w: UsebioWriting): void {
  const { event, out } = w;
  out.push(`  <PARTICIPANTS EVENT_TYPE="${w.type}">`);
  const totals = new Map((w.scores.totals ?? []).map((t) => [t.id, t]));
  for (const c of event.contestants) {
    const t = totals.get(c.id);
    out.push('    <PAIR>');
    out.push(...el('PAIR_NUMBER', c.id, '      '));
    out.push(`      <DIRECTION>${c.direction ?? ''}</DIRECTION>`);
    if (t) {
      const figures = w.printed.total(t, w.imp);
      out.push(...el('TOTAL_SCORE', figures.total, '      '));
      out.push(...el('PERCENTAGE', figures.percent, '      '));
      out.push(...el('PLACE', t.rankLabel.replace(/-\d+$/, '='), '      '));
    }
    for (const n of c.names ?? []) out.push('      <PLAYER>', ...el('PLAYER_NAME', n, '        '), '      </PLAYER>');
    out.push('    </PAIR>');
  }
  out.push('  </PARTICIPANTS>');
}

/** One BOARD a board: its number, the Butler datum, its traveller lines. */
function writeBoards(w: UsebioWriting): void {
  const { event, out } = w;
  const boards = event.boards?.length
    ? event.boards
    : [...new Set(event.entries.map((e) => e.board))].sort((a, b) => a - b);
  const forms = boardForms(event.entries);
  for (const board of boards) {
    const n = forms.get(board);
    if (n !== undefined) w.say('forms-not-in-format', { forms: n, extension: 'FORM', format: 'USEBIO' }, { board });
    out.push(`  <BOARD EVENT_TYPE="${w.type}">`);
    out.push(...el('BOARD_NUMBER', board, '    '));
    const datum = w.scores.boards?.find((b) => b.board === board)?.datum?.[''];
    if (event.form === 'butler') out.push(...el('BOARD_AVERAGE', datum, '    '));
    event.entries.forEach((e, k) => {
      if (e.board !== board) return;
      out.push('    <TRAVELLER_LINE>', ...travellerLine(w, e, k), '    </TRAVELLER_LINE>');
    });
    out.push('  </BOARD>');
  }
}

/** The elements of one traveller line. */
function travellerLine(w: UsebioWriting, e: TravellerEntry, k: number): string[] {
  const i = '      ';
  const cancelled = e.status === 'cancelled' && !e.ruling;
  if (cancelled) w.say('cancelled-not-in-format', { format: 'USEBIO' }, e);
  const p = cancelled ? undefined : e.played;
  const f = w.printed.line(k, e.board);
  const { score, ruling } = cancelled ? {} : scoreFields(w, e, k);
  const [nsField, ewField] = w.fields;
  return [
    ...el('TABLE_NUMBER', e.table, i),
    ...el('ROUND_NUMBER', e.round, i),
    ...el('NS_PAIR_NUMBER', e.ns, i),
    ...el('EW_PAIR_NUMBER', e.ew, i),
    ...el('CONTRACT', p ? formatContract(p.contract) : undefined, i),
    ...el('PLAYED_BY', p?.declarer, i),
    ...el('LEAD', e.lead, i),
    ...el('TRICKS', p?.tricks, i),
    ...el('SCORE', score, i),
    ...el('RULING', ruling, i),
    ...el('FORM', e.form, i),
    ...el(nsField, w.imp ? f.impNS : f.mpNS, i),
    ...el(ewField, w.imp ? f.impEW : f.mpEW, i),
  ];
}

/** SCORE and RULING of a line, with a note for what other programs will not see. */
function scoreFields(w: UsebioWriting, e: TravellerEntry, k: number): { score?: string | number; ruling?: string } {
  const { say, imp } = w;
  const r = e.ruling;
  const plain = e.status === 'notPlayed' ? NOT_PLAYED : e.scoreNS;
  for (const p of e.penalties ?? []) say('penalty-not-written', { penalty: penaltyNotation(p), format: 'USEBIO' }, e);
  if (!r) return plain === undefined ? {} : { score: plain };
  for (const p of r.penalties ?? [])
    say('penalty-not-in-format', { penalty: penaltyNotation(p), extension: 'RULING' }, e);
  // An artificial score goes in SCORE, where other programs look. The table's result stays readable beside it
  // when it is a contract (CONTRACT, PLAYED_BY, TRICKS give it back); a bare table score would be lost under the
  // code, so such a line keeps the score in SCORE and the ruling goes in RULING.
  const art = e.scoreNS === undefined || e.played ? usebioArtificialCode(r, w.fixed.percent) : undefined;
  if (art) {
    const text = printRuling(r);
    const sc = w.scores.entries?.[k];
    if (!art.usual) say('artificial-code-unusual', { ruling: text, field: 'SCORE', code: art.code }, e);
    const noFigure = (a: Ruling['ns']) => a.kind === 'artificial' && a.percent === undefined && a.level !== 'average';
    if (noFigure(r.ns) || noFigure(r.ew)) {
      say(
        'artificial-fixed-or-session',
        {
          ruling: text,
          field: 'SCORE',
          code: art.code,
          ns: figureText(imp ? sc?.impNS : sc?.pctNS, imp),
          ew: figureText(imp ? sc?.impEW : sc?.pctEW, imp),
        },
        e,
      );
    }
    return { score: art.code, ...(codeSaysAll(art.code, r) ? {} : { ruling: text }) };
  }
  const text = printRuling(r);
  if (plain === undefined || plain === NOT_PLAYED) {
    say('ruling-hidden-no-score', { ruling: text, extension: 'RULING', field: 'SCORE' }, e);
  } else {
    say('ruling-hidden-table-score', { ruling: text, extension: 'RULING', field: 'SCORE', score: num(plain) }, e);
  }
  return { ...(plain === undefined ? {} : { score: plain }), ruling: text };
}

/** The deals, when known: a HANDSET with each board's four hands. */
function writeHandset(w: UsebioWriting): void {
  const { out } = w;
  const deals = Object.entries(w.input.boardInfo ?? {}).filter(([, b]) => b.deal);
  if (!deals.length) return;
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
