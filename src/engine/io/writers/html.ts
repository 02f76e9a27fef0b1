/**
 * The printable results page: the ranking, each board's traveller with a small frequency chart of the NS
 * scores (an inline SVG; a weighted ruling counts by its weights, an artificial score not at all), and the
 * rulings made, each with its board, table, the ruling in the scorer's notation and the laws cited (and, when
 * the workbook's Rulings log is given, the director and the answers given in the ruling wizard).
 *
 * Headings and labels in English, Polish, Dutch, French or Russian. The markup is well-formed (every element
 * closed, text escaped), so it reads as HTML in a browser and parses as XML in tests; print CSS starts each
 * group of boards on a new page. The page is for reading and printing: it is not read back.
 */
import { boardDealer, boardVulnerability } from '../../model/board';
import { contractScore, formatContract } from '../../model/contract';
import type { EventData, Strain, TravellerEntry, Vulnerability } from '../../model/types';
import { tableSides } from '../../laws/law12/split';
import { parseRuling, printRuling } from '../../rulings/notation';
import type { FlowOptions } from '../../rulings/flows/types';
import { DIRECTOR_FLOW } from '../../rulings/flows/director';
import { usualAnswers } from '../../rulings/flows/engine';
import { describeAnswers, describeLineMark, readLoggedAnswers } from '../../i18n/record';
import type { BoardInfo } from '../check';
import { relativeResult } from './csv';
import { num, printedScores, type WrittenScores } from './common';
import { PASSED_OUT } from '../../model/marks';

export type PageLanguage = 'en' | 'pl' | 'nl' | 'fr' | 'ru';

const SUIT_SYMBOL: Record<Exclude<Strain, 'NT'>, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** One line of the workbook's Rulings log, as far as the page needs it (the workbook's RulingLogLine fits). */
export interface RulingLogRecord {
  board: number;
  /** Table number, or "NS v EW" for a line without one. */
  table: number | string;
  director?: string;
  /** Laws as the log keeps them ("11A; 12C1(e)"). */
  laws?: string;
  /** The questions and answers in sentences (an older log: "step=answer; …"). */
  answers?: string;
  /** The wizard's answers kept for re-entry (printLoggedAnswers): printed in the page's language. */
  flow?: string;
  /** The ruling the log line wrote into the traveller. */
  rulingAfter?: string;
  note?: string;
  /** 'applied', 'undone' or 'edited': only applied lines describe a ruling that stands. */
  status?: string;
  id?: number;
}

export interface HtmlWriteOptions {
  lang?: PageLanguage;
  boardInfo?: Record<number, BoardInfo>;
  rulingsLog?: readonly RulingLogRecord[];
  /** Name of the scoring rules, printed under the title. */
  presetName?: string;
  /** The director's flow as the event asks it: the logged answers are printed as its questions and answers. */
  flowOptions?: FlowOptions;
}

interface Labels {
  results: string;
  ranking: string;
  board: string;
  rulings: string;
  table: string;
  ns: string;
  ew: string;
  result: string;
  ruling: string;
  score: string;
  mp: string;
  imp: string;
  rank: string;
  pair: string;
  team: string;
  player: string;
  dir: string;
  total: string;
  boards: string;
  names: string;
  penalty: string;
  laws: string;
  director: string;
  answers: string;
  note: string;
  notPlayed: string;
  pending: string;
  cancelled: string;
  dealer: string;
  vulnerable: string;
  vul: Record<Vulnerability, string>;
  chart: string;
  noScores: string;
  noRulings: string;
  preset: string;
  /** Double dummy: the table's caption, the par line, a board nobody can make, no trumps. */
  doubleDummy: string;
  par: string;
  passedOut: string;
  noTrump: string;
}

/** The page's words in each language. */
export const HTML_LABELS: Record<PageLanguage, Labels> = {
  en: {
    results: 'Results',
    ranking: 'Ranking',
    board: 'Board',
    rulings: 'Rulings',
    table: 'Table',
    ns: 'NS',
    ew: 'EW',
    result: 'Result',
    ruling: 'Ruling',
    score: 'Score',
    mp: 'MP',
    imp: 'IMP',
    rank: 'Rank',
    pair: 'Pair',
    team: 'Team',
    player: 'Player',
    dir: 'Dir',
    total: 'Total',
    boards: 'Boards',
    names: 'Names',
    penalty: 'Penalty',
    laws: 'Laws',
    director: 'Director',
    answers: 'Answers',
    note: 'Note',
    notPlayed: 'not played',
    pending: 'no result yet',
    cancelled: 'cancelled',
    dealer: 'Dealer',
    vulnerable: 'Vulnerable',
    vul: { None: 'none', NS: 'NS', EW: 'EW', Both: 'all' },
    chart: 'NS scores and the number of tables with each',
    noScores: 'No scores on this board.',
    noRulings: 'No rulings.',
    preset: 'Scoring rules',
    doubleDummy: 'Double dummy: tricks for each declarer',
    par: 'Par',
    passedOut: 'passed out',
    noTrump: 'NT',
  },
  pl: {
    results: 'Wyniki',
    ranking: 'Klasyfikacja',
    board: 'Rozdanie',
    rulings: 'Orzeczenia sędziego',
    table: 'Stół',
    ns: 'NS',
    ew: 'EW',
    result: 'Wynik',
    ruling: 'Orzeczenie',
    score: 'Zapis',
    mp: 'Pkt',
    imp: 'IMP',
    rank: 'Miejsce',
    pair: 'Para',
    team: 'Drużyna',
    player: 'Zawodnik',
    dir: 'Linia',
    total: 'Suma',
    boards: 'Rozdania',
    names: 'Zawodnicy',
    penalty: 'Kara',
    laws: 'Przepisy',
    director: 'Sędzia',
    answers: 'Odpowiedzi',
    note: 'Komentarz',
    notPlayed: 'nierozegrane',
    pending: 'brak wyniku',
    cancelled: 'anulowane',
    dealer: 'Rozdaje',
    vulnerable: 'Założenia',
    vul: { None: 'obie przed', NS: 'NS po partii', EW: 'EW po partii', Both: 'obie po partii' },
    chart: 'Zapisy NS i liczba stołów z każdym z nich',
    noScores: 'Brak zapisów w tym rozdaniu.',
    noRulings: 'Brak orzeczeń sędziego.',
    preset: 'Zasady liczenia',
    doubleDummy: 'Widne karty: lewy każdego rozgrywającego',
    par: 'Par',
    passedOut: 'rozdanie przepasowane',
    noTrump: 'BA',
  },
  nl: {
    results: 'Uitslag',
    ranking: 'Rangschikking',
    board: 'Spel',
    rulings: 'Arbitrages',
    table: 'Tafel',
    ns: 'NZ',
    ew: 'OW',
    result: 'Resultaat',
    ruling: 'Arbitrage',
    score: 'Score',
    mp: 'MP',
    imp: 'IMP',
    rank: 'Plaats',
    pair: 'Paar',
    team: 'Viertal',
    player: 'Speler',
    dir: 'Lijn',
    total: 'Totaal',
    boards: 'Spellen',
    names: 'Namen',
    penalty: 'Straf',
    laws: 'Artikelen',
    director: 'Wedstrijdleider',
    answers: 'Antwoorden',
    note: 'Opmerking',
    notPlayed: 'niet gespeeld',
    pending: 'nog geen uitslag',
    cancelled: 'geannuleerd',
    dealer: 'Gever',
    vulnerable: 'Kwetsbaar',
    vul: { None: 'niemand', NS: 'NZ', EW: 'OW', Both: 'allen' },
    chart: 'Scores van NZ en het aantal tafels met elke score',
    noScores: 'Geen scores op dit spel.',
    noRulings: 'Geen arbitrages.',
    preset: 'Rekenregels',
    doubleDummy: 'Dubbel dummy: slagen per leider',
    par: 'Par',
    passedOut: 'rondgepast',
    noTrump: 'SA',
  },
  fr: {
    results: 'Résultats',
    ranking: 'Classement',
    board: 'Donne',
    rulings: 'Décisions arbitrales',
    table: 'Table',
    ns: 'NS',
    ew: 'EO',
    result: 'Résultat',
    ruling: 'Décision',
    score: 'Marque',
    mp: 'Pts',
    imp: 'IMP',
    rank: 'Rang',
    pair: 'Paire',
    team: 'Équipe',
    player: 'Joueur',
    dir: 'Ligne',
    total: 'Total',
    boards: 'Donnes',
    names: 'Noms',
    penalty: 'Pénalité',
    laws: 'Lois',
    director: 'Arbitre',
    answers: 'Réponses',
    note: 'Remarque',
    notPlayed: 'non jouée',
    pending: 'pas encore de résultat',
    cancelled: 'annulée',
    dealer: 'Donneur',
    vulnerable: 'Vulnérabilité',
    vul: { None: 'personne', NS: 'NS', EW: 'EO', Both: 'tous' },
    chart: 'Marques NS et nombre de tables pour chacune',
    noScores: 'Aucune marque sur cette donne.',
    noRulings: 'Aucune décision arbitrale.',
    preset: 'Règles de calcul',
    doubleDummy: 'Double mort : levées de chaque déclarant',
    par: 'Par',
    passedOut: 'donne passée',
    noTrump: 'SA',
  },
  ru: {
    results: 'Результаты',
    ranking: 'Итоговая таблица',
    board: 'Сдача',
    rulings: 'Решения судьи',
    table: 'Стол',
    ns: 'СЮ',
    ew: 'ВЗ',
    result: 'Результат',
    ruling: 'Решение',
    score: 'Очки',
    mp: 'МП',
    imp: 'IMP',
    rank: 'Место',
    pair: 'Пара',
    team: 'Команда',
    player: 'Игрок',
    dir: 'Линия',
    total: 'Сумма',
    boards: 'Сдачи',
    names: 'Игроки',
    penalty: 'Наказание',
    laws: 'Законы',
    director: 'Судья',
    answers: 'Ответы',
    note: 'Примечание',
    notPlayed: 'не сыграна',
    pending: 'нет результата',
    cancelled: 'аннулирована',
    dealer: 'Сдающий',
    vulnerable: 'Зона',
    vul: { None: 'все до зоны', NS: 'СЮ в зоне', EW: 'ВЗ в зоне', Both: 'все в зоне' },
    chart: 'Записи СЮ и число столов с каждой из них',
    noScores: 'На этой сдаче нет записей.',
    noRulings: 'Решений судьи нет.',
    preset: 'Правила подсчёта',
    doubleDummy: 'В открытую: взятки каждого разыгрывающего',
    par: 'Пар',
    passedOut: 'все пас',
    noTrump: 'БК',
  },
};

function h(s: string | number | undefined): string {
  if (s === undefined) return '';
  return String(typeof s === 'number' ? num(s) : s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:1.5em;color:#000;background:#fff}',
  'h1{font-size:1.5em;margin:0 0 .2em}h2{font-size:1.2em;margin:1em 0 .3em}',
  'p.meta{margin:0 0 1em;color:#444}',
  'table{border-collapse:collapse;margin:.3em 0 .8em}',
  'th,td{padding:.12em .55em;border-bottom:1px solid #bbb;text-align:left;vertical-align:top}',
  'th{border-bottom:1px solid #000}td.n,th.n{text-align:right}',
  'section.board{break-inside:avoid;page-break-inside:avoid}',
  'figure{margin:.2em 0 1em}figcaption{font-size:.8em;color:#444}svg.chart{max-width:100%;height:auto}',
  '@media print{body{margin:0;font-size:10pt}.group,.rulings{break-before:page;page-break-before:always}}',
].join('');

/** What every part of the page shares: the event, its printed figures, the page's language and labels. */
interface HtmlPage {
  event: EventData;
  scores: WrittenScores;
  options: HtmlWriteOptions;
  lang: PageLanguage;
  L: Labels;
  imp: boolean;
  printed: ReturnType<typeof printedScores>;
  info: Record<number, BoardInfo>;
}

/** Well-formed page: every element closed, so it parses as XML too. */
export function writeHtml(event: EventData, scores: WrittenScores = {}, options: HtmlWriteOptions = {}): string {
  const lang: PageLanguage = options.lang && HTML_LABELS[options.lang] ? options.lang : 'en';
  const page: HtmlPage = {
    event,
    scores,
    options,
    lang,
    L: HTML_LABELS[lang],
    imp: event.form !== 'mp',
    printed: printedScores(scores, lang),
    info: options.boardInfo ?? {},
  };
  const out = [...pageHead(page), ...rankingSection(page), ...boardGroups(page), ...rulingsSection(page)];
  out.push('</body>', '</html>');
  return out.join('\n') + '\n';
}

/** The document's head and the page's title (and the preset's name when given). */
function pageHead(p: HtmlPage): string[] {
  const { L, options } = p;
  const title = p.event.title ?? L.results;
  return [
    '<!DOCTYPE html>',
    `<html lang="${p.lang}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${h(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>${h(title)}</h1>`,
    ...(options.presetName ? [`<p class="meta">${h(L.preset)}: ${h(options.presetName)}</p>`] : []),
    '</header>',
  ];
}

/** The ranking: rank, contestant, direction, printed total and percentage, penalties, boards, names. */
function rankingSection(p: HtmlPage): string[] {
  const { scores, L, imp, printed, event } = p;
  if (!scores.totals?.length) return [];
  const names = new Map(event.contestants.map((c) => [c.id, (c.names ?? []).join(' – ')]));
  const who = event.kind === 'teams' ? L.team : event.kind === 'individual' ? L.player : L.pair;
  const dirText = (d: string | undefined) => (d === 'NS' ? L.ns : d === 'EW' ? L.ew : '');
  const out: string[] = [];
  const withPct = scores.totals.some((t) => t.percent !== undefined);
  const withDir = scores.totals.some((t) => t.direction !== undefined);
  const withPenalty = scores.totals.some((t) => t.penalty !== undefined && t.penalty !== 0);
  const dirOrder = (d: string | undefined) => (d === 'NS' ? 0 : d === 'EW' ? 1 : 2);
  out.push('<section class="ranking">', `<h2>${h(L.ranking)}</h2>`, '<table>', '<thead>');
  out.push(
    `<tr><th>${h(L.rank)}</th><th>${h(who)}</th>${withDir ? `<th>${h(L.dir)}</th>` : ''}` +
      `<th class="n">${h(imp ? L.imp : L.mp)}</th>${withPct ? '<th class="n">%</th>' : ''}` +
      `${withPenalty ? `<th class="n">${h(L.penalty)}</th>` : ''}<th class="n">${h(L.boards)}</th>` +
      `<th>${h(L.names)}</th></tr>`,
  );
  out.push('</thead>', '<tbody>');
  const sorted = [...scores.totals].sort(
    (a, b) =>
      dirOrder(a.direction) - dirOrder(b.direction) ||
      a.rank - b.rank ||
      a.id.localeCompare(b.id, undefined, { numeric: true }),
  );
  for (const t of sorted) {
    const f = printed.total(t, imp);
    out.push(
      `<tr><td>${h(t.rankLabel)}</td><td>${h(t.id)}</td>${withDir ? `<td>${h(dirText(t.direction))}</td>` : ''}` +
        `<td class="n">${f.total}</td>${withPct ? `<td class="n">${f.percent}</td>` : ''}` +
        `${withPenalty ? `<td class="n">${f.penalty}</td>` : ''}` +
        `<td class="n">${t.boardsPlayed}</td><td>${h(names.get(t.id))}</td></tr>`,
    );
  }
  out.push('</tbody>', '</table>', '</section>');
  return out;
}

/** The boards' travellers, charts and double-dummy tables, in groups that each fill a printed page. */
function boardGroups(p: HtmlPage): string[] {
  const { event } = p;
  const out: string[] = [];
  const boards = [...new Set(event.entries.map((e) => e.board))].sort((a, b) => a - b);
  const linesOn = new Map<number, number[]>();
  event.entries.forEach((e, k) => {
    const l = linesOn.get(e.board) ?? [];
    l.push(k);
    linesOn.set(e.board, l);
  });
  const longest = Math.max(1, ...[...linesOn.values()].map((l) => l.length));
  // About 50 printed rows fit a page; a board takes its lines, its heading and its chart (some 14 rows).
  const perPage = Math.max(1, Math.floor(50 / (longest + 14)));
  for (let g = 0; g < boards.length; g += perPage) {
    out.push('<div class="group">');
    for (const b of boards.slice(g, g + perPage)) out.push(...boardSection(p, b, byTable(p, linesOn.get(b) ?? [])));
    out.push('</div>');
  }
  return out;
}

/** A traveller's lines by table number (lines without one keep their order, after the others). */
function byTable(p: HtmlPage, idx: number[]): number[] {
  const t = (k: number) => p.event.entries[k].table ?? Number.POSITIVE_INFINITY;
  return [...idx].sort((a, b) => t(a) - t(b) || a - b);
}

/** The two sides of a line: pair (or team) ids, or an individual's players N–S and E–W. */
function sides(e: TravellerEntry): string[] {
  if (e.ns !== undefined || e.ew !== undefined || !e.players) return [h(e.ns), h(e.ew)];
  const p = e.players;
  return [h(`${p.N ?? '?'}–${p.S ?? '?'}`), h(`${p.E ?? '?'}–${p.W ?? '?'}`)];
}

/** What was played at the table, in the page's words. */
function played(L: Labels, e: TravellerEntry): string {
  if (e.status === 'notPlayed') return L.notPlayed;
  if (e.status === 'cancelled') return L.cancelled;
  if (!e.played) return e.status === 'pending' ? L.pending : '';
  if (e.played.contract === 'PASS') return PASSED_OUT;
  return `${formatContract(e.played.contract)}${relativeResult(e.played)} ${e.played.declarer ?? ''}`.trim();
}

/** One board: its dealer and vulnerability, the traveller with the printed figures, the chart, the double dummy. */
function boardSection(p: HtmlPage, board: number, idx: number[]): string[] {
  const { event, scores, imp, printed, L, lang } = p;
  const b = p.info[board] ?? {};
  const vul = b.vulnerable ?? boardVulnerability(board);
  const withRuling = idx.some((k) => event.entries[k].ruling);
  const s: string[] = [
    `<section class="board" id="board-${board}">`,
    `<h2>${h(L.board)} ${board}</h2>`,
    `<p class="meta">${h(L.dealer)}: ${h(b.dealer ?? boardDealer(board))}; ${h(L.vulnerable)}: ${h(L.vul[vul])}</p>`,
    '<table class="traveller">',
    '<thead>',
    `<tr><th class="n">${h(L.table)}</th><th>${h(L.ns)}</th><th>${h(L.ew)}</th><th>${h(L.result)}</th>` +
      `${withRuling ? `<th>${h(L.ruling)}</th>` : ''}<th class="n">${h(L.score)}</th>${
        scores.entries
          ? imp
            ? `<th class="n">${h(L.imp)} ${h(L.ns)}</th><th class="n">${h(L.imp)} ${h(L.ew)}</th>`
            : `<th class="n">${h(L.mp)} ${h(L.ns)}</th><th class="n">${h(L.mp)} ${h(L.ew)}</th>` +
              `<th class="n">% ${h(L.ns)}</th><th class="n">% ${h(L.ew)}</th>`
          : ''
      }</tr>`,
    '</thead>',
    '<tbody>',
  ];
  for (const k of idx) {
    const e = event.entries[k];
    const f = printed.line(k, e.board, true);
    const figures = scores.entries
      ? imp
        ? `<td class="n">${f.impNS}</td><td class="n">${f.impEW}</td>`
        : `<td class="n">${f.mpNS}</td><td class="n">${f.mpEW}</td>` +
          `<td class="n">${f.pctNS}</td><td class="n">${f.pctEW}</td>`
      : '';
    const [ns, ew] = sides(e);
    s.push(
      `<tr><td class="n">${h(e.table)}</td><td>${ns}</td><td>${ew}</td><td>${h(played(L, e))}</td>` +
        `${withRuling ? `<td>${e.ruling ? h(describeLineMark({ ruling: e.ruling }, lang)) : ''}</td>` : ''}` +
        `<td class="n">${h(e.scoreNS)}</td>${figures}</tr>`,
    );
  }
  s.push('</tbody>', '</table>', ...chart(p, board, idx, vul), ...doubleDummy(p, board), '</section>');
  return s;
}

/** The board's double-dummy table (declarers down, strains across) and par, when they were worked out. */
function doubleDummy(p: HtmlPage, board: number): string[] {
  const { L } = p;
  const dd = p.info[board]?.doubleDummy;
  if (!dd) return [];
  const strains: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
  const symbol = (x: Strain) => (x === 'NT' ? L.noTrump : SUIT_SYMBOL[x]);
  const out = [
    `<table class="dd" data-board="${board}">`,
    `<caption>${h(L.doubleDummy)}</caption>`,
    `<thead><tr><th></th>${strains.map((x) => `<th class="n">${h(symbol(x))}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...(['N', 'S', 'E', 'W'] as const).map(
      (seat) =>
        `<tr><th>${seat}</th>${strains.map((x) => `<td class="n" data-dd="${seat}${x}">${dd.table[seat][x]}</td>`).join('')}</tr>`,
    ),
    '</tbody>',
    '</table>',
  ];
  if (dd.par) {
    const contracts = dd.par.contracts.map(
      (p) => `${p.contract.level}${symbol(p.contract.strain)}${p.contract.risk} ${p.declarers.join('/')}`,
    );
    const score = dd.par.score > 0 ? `+${dd.par.score}` : String(dd.par.score);
    out.push(
      `<p class="par">${h(L.par)}: ${h(L.ns)} ${h(score)} (${h(contracts.length ? contracts.join(', ') : L.passedOut)})</p>`,
    );
  }
  return out;
}

/** The NS scores of the board as the matchpoint field sees them, with how many tables (or weights) got each. */
function frequencies(event: EventData, idx: number[], vul: Vulnerability): Array<{ score: number; count: number }> {
  const counts = new Map<number, number>();
  for (const k of idx) {
    const e = event.entries[k];
    const tableScore = () => e.scoreNS ?? (e.played ? contractScore(e.played, vul) : NaN);
    let side;
    try {
      side = tableSides(e, `board ${e.board}`, tableScore).ns;
    } catch {
      continue;
    }
    if (side.kind !== 'scores') continue;
    for (const it of side.items) {
      if (!Number.isFinite(it.score)) continue;
      counts.set(it.score, (counts.get(it.score) ?? 0) + it.weight);
    }
  }
  return [...counts.entries()].map(([score, count]) => ({ score, count })).sort((a, b) => a.score - b.score);
}

/** The board's frequency chart (an SVG bar per NS score). */
function chart(p: HtmlPage, board: number, idx: number[], vul: Vulnerability): string[] {
  const { L } = p;
  const points = frequencies(p.event, idx, vul);
  const id = `chart-${board}`;
  const bar = 40;
  const top = 18;
  const plot = 80;
  const width = Math.max(1, points.length) * bar + 20;
  const height = top + plot + 30;
  const most = Math.max(1, ...points.map((p) => p.count));
  const count = (c: number) => num(Number(c.toFixed(4)));
  const svg: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${h(L.board)} ${board}: ${h(L.chart)}</title>`,
    `<line x1="10" y1="${top + plot}" x2="${width - 10}" y2="${top + plot}" stroke="currentColor" stroke-width="1" />`,
  ];
  if (!points.length) {
    svg.push(`<text x="12" y="${top + plot - 6}" font-size="11">${h(L.noScores)}</text>`);
  }
  points.forEach((p, i) => {
    const x = 10 + i * bar + 6;
    const w = bar - 12;
    const hgt = Math.max(1, (p.count / most) * plot);
    const y = top + plot - hgt;
    const mid = x + w / 2;
    svg.push(
      `<g class="bar" data-score="${p.score}" data-count="${count(p.count)}">` +
        `<rect x="${x}" y="${num(y)}" width="${w}" height="${num(hgt)}" fill="currentColor" fill-opacity="0.3" stroke="currentColor" stroke-width="1" />` +
        `<text x="${mid}" y="${num(y - 4)}" font-size="10" text-anchor="middle">${count(p.count)}</text>` +
        `<text x="${mid}" y="${top + plot + 14}" font-size="10" text-anchor="middle">${p.score}</text>` +
        '</g>',
    );
  });
  svg.push('</svg>');
  return ['<figure>', ...svg, `<figcaption>${h(L.chart)}</figcaption>`, '</figure>'];
}

/** Every ruling and penalty in words, with its laws, the director and the logged answers when the log is given. */
function rulingsSection(p: HtmlPage): string[] {
  const { event, L, lang, options } = p;
  const out: string[] = [];
  out.push('<section class="rulings">', `<h2>${h(L.rulings)}</h2>`);
  const ruled = event.entries.filter((e) => e.ruling || e.penalties?.length);
  if (!ruled.length) out.push(`<p>${h(L.noRulings)}</p>`);
  else {
    const withLog = !!options.rulingsLog?.length;
    out.push('<table>', '<thead>');
    out.push(
      `<tr><th class="n">${h(L.board)}</th><th class="n">${h(L.table)}</th><th>${h(L.ns)}</th><th>${h(L.ew)}</th>` +
        `<th>${h(L.ruling)}</th><th>${h(L.laws)}</th>` +
        `${withLog ? `<th>${h(L.director)}</th><th>${h(L.answers)}</th>` : ''}<th>${h(L.note)}</th></tr>`,
    );
    out.push('</thead>', '<tbody>');
    for (const e of [...ruled].sort((a, b) => a.board - b.board || (a.table ?? 0) - (b.table ?? 0))) {
      const log = logLineFor(p, e, e.ruling ? printRuling(e.ruling) : undefined);
      // In words, in the page's language; the laws have their own column.
      const text = e.ruling
        ? describeLineMark({ ruling: { ...e.ruling, laws: [] } }, lang)
        : describeLineMark({ penalties: e.penalties ?? [] }, lang);
      const laws = lawList([...(e.ruling?.laws ?? []), ...splitLaws(log?.laws)]);
      const note = [e.ruling?.note, log?.note].filter((x): x is string => !!x && x.trim() !== '');
      const [ns, ew] = sides(e);
      out.push(
        `<tr class="ruling" data-board="${e.board}"><td class="n">${e.board}</td><td class="n">${h(e.table)}</td>` +
          `<td>${ns}</td><td>${ew}</td><td>${h(text)}</td><td class="laws">${h(laws.join(', '))}</td>` +
          `${withLog ? `<td>${h(log?.director)}</td><td>${answersCell(p, log)}</td>` : ''}` +
          `<td>${h([...new Set(note)].join(' '))}</td></tr>`,
      );
    }
    out.push('</tbody>', '</table>');
  }
  out.push('</section>');
  return out;
}

/** The logged questions and answers, one a line, in the page's language when the flow is known. */
function answersCell(p: HtmlPage, log: RulingLogRecord | undefined): string {
  const { options, lang } = p;
  if (!log) return '';
  const given = readLoggedAnswers(log.flow ?? '') ?? readLoggedAnswers(log.answers ?? '');
  if (given && options.flowOptions) {
    try {
      // An older log did not ask every procedure question: those are read at their usual answers.
      const filled = usualAnswers(DIRECTOR_FLOW, given, options.flowOptions);
      return describeAnswers(filled, options.flowOptions, lang, { board: log.board })
        .map((q) => h(`${q.question} ${q.answer.replace(/\.$/, '')}.`))
        .join('<br/>');
    } catch {
      return '';
    }
  }
  // Sentences as the log wrote them; an older "step=answer" line is not for a reader.
  return given ? '' : (log.answers ?? '').split('\n').map(h).join('<br/>');
}

/** The Rulings log line that wrote this line's ruling and still stands (the latest, if several). */
function logLineFor(p: HtmlPage, e: TravellerEntry, printed: string | undefined): RulingLogRecord | undefined {
  const log = p.options.rulingsLog;
  if (!log?.length) return undefined;
  const pairs = `${e.ns ?? ''} v ${e.ew ?? ''}`;
  const same = (r: RulingLogRecord) => {
    if (r.board !== e.board || (r.status !== undefined && r.status !== 'applied')) return false;
    const placeOk =
      typeof r.table === 'number' ? r.table === e.table : e.table === undefined && r.table.trim() === pairs;
    if (!placeOk) return false;
    if (r.rulingAfter === undefined || printed === undefined) return true;
    try {
      return printRuling(parseRuling(r.rulingAfter, { board: e.board })) === printed;
    } catch {
      return r.rulingAfter.trim() === printed;
    }
  };
  const hits = log.filter(same);
  return hits.sort((a, b) => (b.id ?? 0) - (a.id ?? 0))[0];
}

/** "11A; 12C1(e)" → ["11A", "12C1(e)"]. */
function splitLaws(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[;,]/)
    .map((s) => s.trim().replace(/^L(aw)?\s*/i, ''))
    .filter(Boolean);
}

/** Laws without repeats, in the order first cited. */
function lawList(laws: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of laws) {
    const key = l.replace(/[\s()]/g, '').toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(l);
  }
  return out;
}
