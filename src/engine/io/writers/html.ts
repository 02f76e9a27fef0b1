/** HTML results page: the ranking, then each board's traveller with its scores. Not read back. */
import { formatContract } from '../../model/contract';
import type { EventData, TravellerEntry } from '../../model/types';
import { printRuling } from '../../rulings/notation';
import { relativeResult } from './csv';
import { num, type WrittenScores } from './common';

function h(s: string | number | undefined): string {
  if (s === undefined) return '';
  return String(typeof s === 'number' ? num(s) : s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function fixed(x: number | undefined, d: number): string {
  return x === undefined || !Number.isFinite(x) ? '' : x.toFixed(d);
}

function result(e: TravellerEntry): string {
  if (e.ruling) return printRuling(e.ruling);
  if (!e.played) return e.status === 'notPlayed' ? 'not played' : e.status === 'pending' ? 'pending' : '';
  if (e.played.contract === 'PASS') return 'PASS';
  return `${formatContract(e.played.contract)}${relativeResult(e.played)} ${e.played.declarer ?? ''}`;
}

export function writeHtml(event: EventData, scores: WrittenScores = {}): string {
  const title = event.title ?? 'Results';
  const imp = event.form !== 'mp';
  const scale = scores.mpScale ?? 1;
  const names = new Map(event.contestants.map((c) => [c.id, (c.names ?? []).join(' – ')]));
  const out: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${h(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:1.5em}table{border-collapse:collapse;margin:0.5em 0 1.5em}' +
      'th,td{padding:0.15em 0.6em;border-bottom:1px solid #ddd}td.n,th.n{text-align:right}</style>',
    '</head>',
    '<body>',
    `<h1>${h(title)}</h1>`,
  ];
  if (scores.totals?.length) {
    const withPct = scores.totals.some((t) => t.percent !== undefined);
    out.push('<h2>Ranking</h2>', '<table>');
    out.push(
      `<tr><th>Rank</th><th>Pair</th><th>Dir</th><th class="n">${imp ? 'IMPs' : 'MP'}</th>${withPct ? '<th class="n">%</th>' : ''}<th class="n">Boards</th><th>Names</th></tr>`,
    );
    for (const t of [...scores.totals].sort(
      (a, b) => (a.direction ?? '').localeCompare(b.direction ?? '') || a.rank - b.rank,
    )) {
      out.push(
        `<tr><td>${h(t.rankLabel)}</td><td>${h(t.id)}</td><td>${h(t.direction)}</td><td class="n">${fixed(t.total, 2)}</td>` +
          `${withPct ? `<td class="n">${fixed(t.percent, 2)}</td>` : ''}<td class="n">${t.boardsPlayed}</td><td>${h(names.get(t.id))}</td></tr>`,
      );
    }
    out.push('</table>');
  }
  const boards = [...new Set(event.entries.map((e) => e.board))].sort((a, b) => a - b);
  for (const b of boards) {
    out.push(`<h2>Board ${b}</h2>`, '<table>');
    out.push(
      `<tr><th class="n">Table</th><th>NS</th><th>EW</th><th>Result</th><th class="n">Score</th>${
        scores.entries
          ? imp
            ? '<th class="n">IMP NS</th><th class="n">IMP EW</th>'
            : '<th class="n">MP NS</th><th class="n">MP EW</th><th class="n">% NS</th><th class="n">% EW</th>'
          : ''
      }</tr>`,
    );
    event.entries.forEach((e, k) => {
      if (e.board !== b) return;
      const sc = scores.entries?.[k] ?? {};
      const figures = scores.entries
        ? imp
          ? `<td class="n">${fixed(sc.impNS, 2)}</td><td class="n">${fixed(sc.impEW, 2)}</td>`
          : `<td class="n">${fixed(sc.mpNS === undefined ? undefined : sc.mpNS * scale, 2)}</td><td class="n">${fixed(
              sc.mpEW === undefined ? undefined : sc.mpEW * scale,
              2,
            )}</td><td class="n">${fixed(sc.pctNS, 2)}</td><td class="n">${fixed(sc.pctEW, 2)}</td>`
        : '';
      out.push(
        `<tr><td class="n">${h(e.table)}</td><td>${h(e.ns)}</td><td>${h(e.ew)}</td><td>${h(result(e))}</td><td class="n">${h(e.scoreNS)}</td>${figures}</tr>`,
      );
    });
    out.push('</table>');
  }
  out.push('</body>', '</html>');
  return out.join('\n') + '\n';
}
