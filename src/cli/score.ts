/**
 * `score FILE`: scores an event file and prints each board's matchpoints or IMPs and the ranking. Procedural
 * penalties are taken off the totals by the engine; the ranking shows them in a column of their own.
 */
import { PASSED_OUT, formatContract } from '../engine';
import type { EventScore, ScoredEntry, ScoringForm, TravellerEntry } from '../engine';
import type { Preset } from '../engine';
import { penaltyNotation, printRuling } from '../engine';
import { scoreAnyEvent, type TeamMatchScore } from '../engine';
import type { ReadResult } from '../engine';
import { relativeResult, writeCsv } from '../engine';
import { mpFactor, printBoardMp, printBoardPercent, printedText, printTop, type FigureKind } from '../engine';
import { playersTexts, seatFigure, type Seat } from '../engine';
import { fixed, table } from './text';

export interface Scored {
  read: ReadResult;
  preset: Preset;
  /** Per line, parallel to event.entries. */
  entries: ScoredEntry[];
  /** Pairs and individual events. */
  score?: EventScore;
  /** Team events: one per match. */
  matches?: TeamMatchScore[];
}

/** `knockout`: team matches that must balance, scored with Law 12C4 averaging of non-balancing rulings. */
export function scoreRead(read: ReadResult, preset: Preset, options: { knockout?: boolean } = {}): Scored {
  return { read, preset, ...scoreAnyEvent(read.event, preset, read.boardInfo, options) };
}

export function isImpForm(form: ScoringForm): boolean {
  return form !== 'mp';
}

/** Each board's top (2 per beat), for printing its matchpoints. */
function topsOf(s: Scored): Map<number, number> {
  return new Map((s.score?.boards ?? []).map((b) => [b.board, b.top]));
}

/** The seats in the order of the CSV's player columns (n, e, s, w). */
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** One line's figures: exact (on the printing scale) and as printed (the print rules' text). */
function lineFigures(s: Scored, k: number, tops: Map<number, number>) {
  const sc = s.entries[k] ?? {};
  const e = s.read.event.entries[k];
  const { preset } = s;
  const f = mpFactor(preset);
  const top = tops.get(e.board) ?? 0;
  const mp = (x: number | undefined) => (x === undefined ? undefined : x * f);
  const mpText = (x: number | undefined) =>
    x === undefined ? undefined : printedText(preset, 'boardMp', printBoardMp(preset, x, top));
  const pctText = (x: number | undefined) =>
    x === undefined ? undefined : printedText(preset, 'boardPercent', printBoardPercent(preset, x));
  const impText = (x: number | undefined) => (x === undefined ? undefined : printedText(preset, 'imp', x));
  // Individuals, Law 12C2(c): each player's own figure where the two players of a side got different ones.
  const seat = (x: Seat) => {
    const g = seatFigure(sc, x);
    return {
      exact: { mp: mp(g.mp), pct: g.pct, imp: g.imp },
      printed: { mp: mpText(g.mp), pct: pctText(g.pct), imp: impText(g.imp) },
    };
  };
  return {
    exact: { mpNS: mp(sc.mpNS), mpEW: mp(sc.mpEW), pctNS: sc.pctNS, pctEW: sc.pctEW, impNS: sc.impNS, impEW: sc.impEW },
    printed: {
      mpNS: mpText(sc.mpNS),
      mpEW: mpText(sc.mpEW),
      pctNS: pctText(sc.pctNS),
      pctEW: pctText(sc.pctEW),
      impNS: impText(sc.impNS),
      impEW: impText(sc.impEW),
    },
    /** The side's cell with both players' figures ("3.50 / 2.50") where they differ; undefined where they do not. */
    players: { NS: playersTexts(preset, sc, 'NS', top), EW: playersTexts(preset, sc, 'EW', top) },
    seats: sc.seats ? Object.fromEntries(SEATS.filter((x) => sc.seats?.[x]).map((x) => [x, seat(x)])) : undefined,
    seat,
  };
}

/**
 * A line's printed figures as its traveller prints them, one cell a side: an individual side whose players
 * Law 12C2(c) gave different figures shows both ("3.50 / 2.50", in the order the side's players are named).
 */
function printedCells(f: ReturnType<typeof lineFigures>) {
  const { printed: p, players } = f;
  return {
    mpNS: players.NS?.mp ?? p.mpNS,
    mpEW: players.EW?.mp ?? p.mpEW,
    pctNS: players.NS?.pct ?? p.pctNS,
    pctEW: players.EW?.pct ?? p.pctEW,
    impNS: players.NS?.imp ?? p.impNS,
    impEW: players.EW?.imp ?? p.impEW,
  };
}

/**
 * The traveller rows as read with the computed columns appended: the exact figures (`mp_ns`, …, at full
 * precision) and the printed ones (`mp_ns_printed`, …, as the preset prints them); an individual's then each
 * player's by seat (`mp_n`, `mp_e`, `mp_s`, `mp_w`, `pct_n`, … or `imp_n`, …, and their `_printed`).
 */
export function scoreCsv(s: Scored): string {
  const imp = isImpForm(s.read.event.form);
  const exact = imp ? ['imp_ns', 'imp_ew'] : ['mp_ns', 'mp_ew', 'pct_ns', 'pct_ew'];
  // Individuals: each player's figure too (mp_n, …), his own where Law 12C2(c) gave the side's players different
  // ones; the side's columns keep the side's figure (Law 12C2(a)), which `check` reads back.
  const individual = s.read.event.kind === 'individual';
  const kinds = imp ? (['imp'] as const) : (['mp', 'pct'] as const);
  const perSeat = individual ? kinds.flatMap((f) => SEATS.map((x) => `${f}_${x.toLowerCase()}`)) : [];
  const header = [...exact, ...exact.map((c) => `${c}_printed`), ...perSeat, ...perSeat.map((c) => `${c}_printed`)];
  const tops = topsOf(s);
  const rows = s.read.event.entries.map((_, k) => {
    const figures = lineFigures(s, k, tops);
    const { exact: x, printed: p } = figures;
    const side = imp
      ? [x.impNS, x.impEW, p.impNS, p.impEW]
      : [x.mpNS, x.mpEW, x.pctNS, x.pctEW, p.mpNS, p.mpEW, p.pctNS, p.pctEW];
    if (!individual) return side;
    const seats = SEATS.map((x) => figures.seat(x));
    return [
      ...side,
      ...kinds.flatMap((f) => seats.map((g) => g.exact[f])),
      ...kinds.flatMap((f) => seats.map((g) => g.printed[f])),
    ];
  });
  return writeCsv(s.read.event, { extra: { header, rows } });
}

/** "N-S" and "E-W" names of an individual line's sides. */
function sides(e: TravellerEntry): [string | undefined, string | undefined] {
  if (e.ns !== undefined || e.ew !== undefined || !e.players) return [e.ns, e.ew];
  const p = e.players;
  return [`${p.N ?? '?'}-${p.S ?? '?'}`, `${p.E ?? '?'}-${p.W ?? '?'}`];
}

function lineJson(e: TravellerEntry, figures: ReturnType<typeof lineFigures>) {
  const { exact: x, printed: p, seats } = figures;
  const both = (name: string, v: number | undefined, text: string | undefined) =>
    v === undefined ? {} : { [name]: v, [`${name}Printed`]: text };
  // Individuals, Law 12C2(c): the players of a side who got different figures, each his own, by seat.
  const seatJson = (g: ReturnType<typeof figures.seat>) => ({
    ...both('mp', g.exact.mp, g.printed.mp),
    ...both('pct', g.exact.pct, g.printed.pct),
    ...both('imp', g.exact.imp, g.printed.imp),
  });
  return {
    board: e.board,
    ...(e.table !== undefined ? { table: e.table } : {}),
    ...(e.round !== undefined ? { round: e.round } : {}),
    ...(e.ns !== undefined ? { ns: e.ns } : {}),
    ...(e.ew !== undefined ? { ew: e.ew } : {}),
    ...(e.players ? { players: e.players } : {}),
    status: e.status,
    ...(e.played
      ? {
          contract: formatContract(e.played.contract),
          ...(e.played.declarer ? { declarer: e.played.declarer } : {}),
          ...(e.played.tricks !== undefined ? { tricks: e.played.tricks } : {}),
        }
      : {}),
    ...(e.scoreNS !== undefined ? { scoreNS: e.scoreNS } : {}),
    ...(e.ruling ? { ruling: printRuling(e.ruling) } : {}),
    ...(e.penalties?.length ? { penalties: e.penalties.map(penaltyNotation) } : {}),
    ...(e.form !== undefined ? { form: e.form } : {}),
    ...both('mpNS', x.mpNS, p.mpNS),
    ...both('mpEW', x.mpEW, p.mpEW),
    ...both('pctNS', x.pctNS, p.pctNS),
    ...both('pctEW', x.pctEW, p.pctEW),
    ...both('impNS', x.impNS, p.impNS),
    ...both('impEW', x.impEW, p.impEW),
    ...(seats ? { seats: Object.fromEntries(Object.entries(seats).map(([k, g]) => [k, seatJson(g)])) } : {}),
  };
}

export function scoreJson(s: Scored, presetNote: string): string {
  const { event } = s.read;
  const tops = topsOf(s);
  const imp = isImpForm(event.form);
  const totalKind: FigureKind = imp ? 'imp' : 'total';
  const doc = {
    file: s.read.file,
    format: s.read.format,
    ...(event.title ? { title: event.title } : {}),
    ...(event.program ? { program: event.program } : {}),
    preset: s.preset.id,
    presetNote,
    kind: event.kind,
    form: event.form,
    mpScale: s.preset.matchpoints.printScale,
    lines: event.entries.map((e, k) => lineJson(e, lineFigures(s, k, tops))),
    ...(s.score
      ? {
          boards: s.score.boards.map((b) => ({
            board: b.board,
            top: printTop(s.preset, b.top),
            ...(b.datum ? { datum: b.datum } : {}),
          })),
          totals: s.score.totals.map((t) => ({
            ...t,
            totalPrinted: printedText(s.preset, totalKind, t.total),
            ...(t.percent !== undefined ? { percentPrinted: printedText(s.preset, 'percent', t.percent) } : {}),
          })),
        }
      : {}),
    ...(s.matches ? { matches: s.matches } : {}),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

function contractText(e: TravellerEntry): string {
  if (e.ruling) return printRuling(e.ruling);
  const parts: string[] = [];
  if (e.played?.contract === 'PASS') parts.push(PASSED_OUT);
  else if (e.played) {
    parts.push(`${formatContract(e.played.contract)}${relativeResult(e.played)} ${e.played.declarer ?? ''}`.trim());
  }
  if (e.status === 'notPlayed') parts.push('not played');
  else if (e.status === 'cancelled') parts.push('cancelled');
  else if (!e.played && e.status === 'pending') parts.push('(pending)');
  for (const p of e.penalties ?? []) parts.push(penaltyNotation(p));
  return parts.join(' ');
}

/** "3", "2.5" (IMPs or VPs as the text prints them). */
function amount(x: number): string {
  return fixed(x, 2).replace(/\.?0+$/, '');
}

export function scoreText(s: Scored, presetNote: string): string {
  const { event } = s.read;
  const out: string[] = [];
  const tops = topsOf(s);
  out.push(`${event.title ?? s.read.file}\n`);
  out.push(`${presetNote}; ${formName(event.form)}, ${event.kind}\n`);
  if (s.matches) {
    for (const m of s.matches) {
      out.push(`\n${m.home} v ${m.away}\n`);
      out.push(
        table(
          [
            { header: 'Board', align: 'right' },
            { header: 'Open NS', align: 'right' },
            { header: 'Closed NS', align: 'right' },
            { header: 'Diff', align: 'right' },
            { header: m.home, align: 'right' },
            { header: m.away, align: 'right' },
          ],
          m.boards.map((b) => [
            b.board,
            b.openNS,
            b.closedNS,
            b.difference,
            b.status === 'scored' ? b.home : b.status,
            b.away,
          ]),
        ),
      );
      out.push(
        `  IMPs: ${m.home} ${fixed(m.homeImps, 1).replace(/\.0$/, '')}, ${m.away} ${fixed(m.awayImps, 1).replace(/\.0$/, '')} (${m.boardsScored} boards)\n`,
      );
      const penalties = [
        [m.home, m.homePenalty, m.homeVpPenalty],
        [m.away, m.awayPenalty, m.awayVpPenalty],
      ] as const;
      for (const [team, imps, vp] of penalties) {
        if (imps) out.push(`  Procedural penalty: ${team} ${amount(imps)} IMP (taken off its IMPs above)\n`);
        if (vp) out.push(`  Procedural penalty: ${team} ${amount(vp)} VP (taken off its VPs for the match)\n`);
      }
    }
    return out.join('');
  }
  const score = s.score!;
  const imp = isImpForm(event.form);
  const boards = [...new Set(event.entries.map((e) => e.board))].sort((a, b) => a - b);
  for (const bn of boards) {
    const b = score.boards.find((x) => x.board === bn);
    const datum = b?.datum?.[''];
    const head = imp
      ? `Board ${bn}${datum !== undefined ? `  (datum ${datum})` : ''}`
      : `Board ${bn}${b ? `  (top ${fixed(printTop(s.preset, b.top), Number.isInteger(printTop(s.preset, b.top)) ? 0 : 1)})` : ''}`;
    out.push(`\n${head}\n`);
    const idx = event.entries.map((e, k) => (e.board === bn ? k : -1)).filter((k) => k >= 0);
    const withTable = idx.some((k) => event.entries[k].table !== undefined);
    const cols = [
      ...(withTable ? [{ header: 'Table', align: 'right' as const }] : []),
      { header: 'NS', align: 'right' as const },
      { header: 'EW', align: 'right' as const },
      { header: 'Result' },
      { header: 'Score', align: 'right' as const },
      ...(imp
        ? [
            { header: 'IMP NS', align: 'right' as const },
            { header: 'IMP EW', align: 'right' as const },
          ]
        : [
            { header: 'MP NS', align: 'right' as const },
            { header: 'MP EW', align: 'right' as const },
            { header: '% NS', align: 'right' as const },
            { header: '% EW', align: 'right' as const },
          ]),
    ];
    out.push(
      table(
        cols,
        idx.map((k) => {
          const e = event.entries[k];
          const p = printedCells(lineFigures(s, k, tops));
          const base = [...(withTable ? [e.table] : []), ...sides(e), contractText(e), e.scoreNS];
          return imp ? [...base, p.impNS, p.impEW] : [...base, p.mpNS, p.mpEW, p.pctNS, p.pctEW];
        }),
      ),
    );
  }
  out.push('\nRanking\n');
  const names = new Map(event.contestants.map((c) => [c.id, (c.names ?? []).join(' - ')]));
  const dirOrder = (d: string | undefined) => (d === 'NS' ? 0 : d === 'EW' ? 1 : 2);
  const byField = s.preset.ranking.fields === 'direction';
  const totals = [...score.totals].sort(
    (a, b) =>
      (byField ? dirOrder(a.direction) - dirOrder(b.direction) : 0) ||
      a.rank - b.rank ||
      a.id.localeCompare(b.id, undefined, { numeric: true }),
  );
  const withPct = totals.some((t) => t.percent !== undefined);
  const withPenalty = totals.some((t) => t.penalty !== undefined);
  // An individual's players have no direction and no partner's name.
  const individual = event.kind === 'individual';
  out.push(
    table(
      [
        { header: 'Rank' },
        { header: event.kind === 'individual' ? 'Player' : 'Pair' },
        ...(individual ? [] : [{ header: 'Dir' }]),
        { header: imp ? 'IMPs' : 'MP', align: 'right' },
        ...(withPct ? [{ header: '%', align: 'right' as const }] : []),
        { header: 'Boards', align: 'right' },
        ...(withPenalty ? [{ header: 'Penalties', align: 'right' as const }] : []),
        ...(individual ? [] : [{ header: 'Names' }]),
      ],
      totals.map((t) => [
        t.rankLabel,
        t.id,
        ...(individual ? [] : [t.direction ?? '']),
        printedText(s.preset, imp ? 'imp' : 'total', t.total),
        ...(withPct ? [printedText(s.preset, 'percent', t.percent)] : []),
        t.boardsPlayed,
        ...(withPenalty ? [printedText(s.preset, imp ? 'imp' : 'total', t.penalty)] : []),
        ...(individual ? [] : [names.get(t.id) ?? '']),
      ]),
    ),
  );
  return out.join('');
}

function formName(f: ScoringForm): string {
  return { mp: 'matchpoints', imp: 'IMPs', butler: 'Butler IMPs', 'cross-imp': 'cross-IMPs' }[f];
}
