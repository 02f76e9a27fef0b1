/**
 * PBN writer (PBN 2.1 export layout): one game per board with Board, Dealer, Vulnerable, Deal, Scoring and a
 * ScoreTable holding the traveller (and the computed MP/percentage or IMP figures when given). Team events are
 * written as one game per room with HomeTeam/VisitTeam and Room tags. Rulings other than a plain artificial
 * score go in a Ruling column (or tag) in the project's ruling notation, which the PBN reader reads back.
 */
import { boardDealer, boardVulnerability } from '../../model/board';
import { formatContract } from '../../model/contract';
import type { Adjustment, EventData, Ruling, TravellerEntry, Vulnerability } from '../../model/types';
import { printRuling } from '../../rulings/notation';
import type { BoardInfo } from '../check';
import { num, programName, type WrittenScores } from './common';

export interface PbnWriteInput {
  event: EventData;
  boardInfo?: Record<number, BoardInfo>;
}

function q(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function tag(name: string, value: string): string {
  return `[${name} ${q(value)}]`;
}

const PBN_VUL: Record<Vulnerability, string> = { None: 'None', NS: 'NS', EW: 'EW', Both: 'All' };

function scoringTag(event: EventData): string {
  return { mp: 'MatchPoints', imp: 'IMP', butler: 'IMP;Butler', 'cross-imp': 'IMP;Cross' }[event.form];
}

/** A plain artificial ruling as PBN score cells ("A+" / "A-", "A60" / "A40"), else undefined. */
function artificialCells(r: Ruling): [string, string] | undefined {
  const cell = (a: Adjustment) => {
    if (a.kind !== 'artificial' || a.imps !== undefined) return undefined;
    if (a.percent !== undefined) return `A${a.percent}`;
    return a.level === 'plus' ? 'A+' : a.level === 'minus' ? 'A-' : 'A=';
  };
  const plain = !r.laws && !r.fault && !r.penalties && r.note === undefined;
  const ns = cell(r.ns);
  const ew = cell(r.ew);
  return plain && ns && ew ? [ns, ew] : undefined;
}

function cellOf(v: string | number | undefined): string {
  if (v === undefined || v === '') return '-';
  const s = typeof v === 'number' ? num(v) : v;
  return /[\s"]/.test(s) || s === '-' ? q(s) : s;
}

export function writePbn(input: PbnWriteInput, scores: WrittenScores = {}): string {
  const { event } = input;
  const info = input.boardInfo ?? {};
  const out: string[] = [
    '% PBN 2.1',
    '% EXPORT',
    `% <META name=Generator content=${q(scores.program ?? programName())}>`,
    `% <META name=ScoringType content=${q(scoringTag(event))}>`,
    '',
  ];
  const boards = event.boards?.length
    ? event.boards
    : [...new Set(event.entries.map((e) => e.board))].sort((a, b) => a - b);
  const scale = scores.mpScale ?? 1;
  const imp = event.form !== 'mp';
  const head = (board: number): string[] => {
    const b = info[board] ?? {};
    const lines = [
      ...(event.title ? [tag('Event', event.title)] : []),
      tag('Board', String(board)),
      tag('Dealer', b.dealer ?? boardDealer(board)),
      tag('Vulnerable', PBN_VUL[b.vulnerable ?? boardVulnerability(board)]),
    ];
    if (b.deal) lines.push(tag('Deal', b.deal));
    lines.push(tag('Scoring', scoringTag(event)));
    lines.push(
      tag('Competition', event.kind === 'teams' ? 'Teams' : event.kind === 'individual' ? 'Individuals' : 'Pairs'),
    );
    return lines;
  };

  if (event.kind === 'teams') {
    const teams = event.contestants.map((c) => c.id);
    let first = true;
    for (const e of event.entries) {
      const lines = head(e.board);
      if (first && teams.length >= 2) {
        const opener = event.entries.find((x) => x.table === 1) ?? e;
        lines.push(tag('HomeTeam', opener.ns ?? teams[0]), tag('VisitTeam', opener.ew ?? teams[1]));
        first = false;
      }
      lines.push(tag('Room', e.table === 2 ? 'Closed' : 'Open'));
      if (e.played) {
        lines.push(
          tag('Contract', formatContract(e.played.contract) === 'PASS' ? 'Pass' : formatContract(e.played.contract)),
        );
        if (e.played.declarer) lines.push(tag('Declarer', e.played.declarer));
        if (e.played.tricks !== undefined) lines.push(tag('Result', String(e.played.tricks)));
      } else if (e.status === 'pending') lines.push(tag('Contract', '?'));
      if (e.scoreNS !== undefined) lines.push(tag('Score', `NS ${num(e.scoreNS)}`));
      if (e.ruling) lines.push(tag('Ruling', printRuling(e.ruling)));
      if (e.form !== undefined) lines.push(tag('Form', e.form));
      out.push(...lines, '');
    }
    return out.join('\n') + '\n';
  }

  const withForm = event.entries.some((e) => e.form !== undefined);
  const withRuling = event.entries.some((e) => e.ruling && (e.scoreNS !== undefined || !artificialCells(e.ruling)));
  const withRound = event.entries.some((e) => e.round !== undefined);
  const withTable = event.entries.some((e) => e.table !== undefined);
  const cols = [
    ...(withTable ? ['Table\\2R'] : []),
    ...(withRound ? ['Round\\2R'] : []),
    'PairId_NS\\2R',
    'PairId_EW\\2R',
    'Contract\\4L',
    'Declarer\\1R',
    'Result\\2R',
    'Lead\\3L',
    'Score_NS\\6R',
    'Score_EW\\6R',
    ...(scores.entries
      ? imp
        ? ['IMP_NS\\6R', 'IMP_EW\\6R']
        : ['MP_NS\\6R', 'MP_EW\\6R', 'Percentage_NS\\6R', 'Percentage_EW\\6R']
      : []),
    ...(withRuling ? ['Ruling\\20L'] : []),
    ...(withForm ? ['Form\\4L'] : []),
  ];
  for (const board of boards) {
    const lines = head(board);
    lines.push(tag('ScoreTable', cols.join(';')));
    event.entries.forEach((e, k) => {
      if (e.board !== board) return;
      lines.push(rowOf(e, k).map(cellOf).join(' '));
    });
    out.push(...lines, '');
  }

  function rowOf(e: TravellerEntry, k: number): Array<string | number | undefined> {
    const p = e.played;
    const art = e.ruling && e.scoreNS === undefined ? artificialCells(e.ruling) : undefined;
    let sNS: string | number | undefined;
    let sEW: string | number | undefined;
    if (art) [sNS, sEW] = art;
    else if (e.scoreNS !== undefined) {
      if (e.scoreNS >= 0) sNS = e.scoreNS;
      else sEW = -e.scoreNS;
    }
    const sc = scores.entries?.[k] ?? {};
    const mp = (x: number | undefined) => (x === undefined ? undefined : x * scale);
    return [
      ...(withTable ? [e.table] : []),
      ...(withRound ? [e.round] : []),
      e.ns,
      e.ew,
      p ? (p.contract === 'PASS' ? 'Pass' : formatContract(p.contract)) : e.status === 'pending' ? '?' : undefined,
      p?.declarer,
      p?.tricks,
      e.lead,
      sNS,
      sEW,
      ...(scores.entries ? (imp ? [sc.impNS, sc.impEW] : [mp(sc.mpNS), mp(sc.mpEW), sc.pctNS, sc.pctEW]) : []),
      ...(withRuling ? [e.ruling && !art ? printRuling(e.ruling) : undefined] : []),
      ...(withForm ? [e.form] : []),
    ];
  }

  if (scores.totals?.length) {
    const names = new Map(event.contestants.map((c) => [c.id, (c.names ?? []).join(' - ')]));
    const totalCol = imp ? 'TotalScoreIMP\\8R' : 'TotalScoreMP\\8R';
    const withPct = scores.totals.some((t) => t.percent !== undefined);
    const spec = [
      'Rank\\3R',
      'PairId\\3R',
      'Direction\\5R',
      totalCol,
      ...(withPct ? ['TotalPercentage\\6R'] : []),
      'NrBoards\\3R',
      'Names\\40L',
    ];
    out.push(tag('TotalScoreTable', spec.join(';')));
    for (const t of [...scores.totals].sort((a, b) => a.rank - b.rank)) {
      const dir = t.direction === 'NS' ? 'N-S' : t.direction === 'EW' ? 'E-W' : undefined;
      const row = [
        t.rank,
        t.id,
        dir,
        t.total,
        ...(withPct ? [t.percent] : []),
        t.boardsPlayed,
        names.get(t.id) || undefined,
      ];
      out.push(row.map(cellOf).join(' '));
    }
    out.push('');
  }
  return out.join('\n') + '\n';
}
