/**
 * `score FILE` for a duplicate-preferans protocol: each deal's seats with their matchpoints, then the players
 * ranked by the percentage of the most they could have scored (text, JSON, or the rows as read with mp and pct).
 * Procedural penalties in the ruling cells (code §11.1В, "A+ PP 25%") come off the players' totals; the text
 * shows them in the ranking's Penalties column and says each one under the ranking.
 */
import type { ReadResult } from '../engine';
import type { PreferansProtocol } from '../engine';
import { cellPenaltyText, csvField, linePlayerPenalties, numberText } from '../engine';
import { scoreSeats, seatOptionsFromPreset, type SeatLine, type SeatScoringResult } from '../engine';
import type { Preset } from '../engine';
import { mpFactor, printedText } from '../engine';
import { fixed, table } from './text';

export interface PreferansScored {
  read: ReadResult;
  protocol: PreferansProtocol;
  preset: Preset;
  result: SeatScoringResult;
  /** Matchpoints are held 2 per beat; 0.5 prints them 1 per beat (the preset's printing scale). */
  scale: number;
}

/** Scores a protocol under the preset; `tables` (--tables) fixes the expected results on every deal and seat. */
export function scorePreferans(read: ReadResult, preset: Preset, tables?: number): PreferansScored {
  const protocol = read.preferans as PreferansProtocol;
  const scale = mpFactor(preset);
  // A penalty in MP is written on the printing scale; the scorer holds 2 per beat.
  const penalties = linePlayerPenalties(protocol.penalties, scale);
  const result = scoreSeats(protocol.lines, seatOptionsFromPreset(preset, tables), penalties);
  return { read, protocol, preset, result, scale };
}

/** The penalties written on line k, in the notation of the ruling cell ("PP 25%"). */
function linePenaltyTexts(protocol: PreferansProtocol, k: number): string[] {
  return protocol.penalties.filter((p) => p.line === k).flatMap((p) => p.penalties.map(cellPenaltyText));
}

const scaled = (x: number | undefined, scale: number) => (x === undefined ? undefined : x * scale);

/** The protocol's rows as read (the protocol's own columns) with mp and pct appended, at full precision. */
export function preferansCsv(s: PreferansScored): string {
  const { protocol, result } = s;
  const header = [...protocol.columns, 'mp', 'pct'];
  const out = [header.join(',')];
  protocol.rows.forEach((row, k) => {
    const line = protocol.lines[k];
    const cells: Array<string | number | undefined> = protocol.columns.map((c) =>
      // A score is written as the number read (a decimal comma of a semicolon file becomes a point).
      c === 'score' && line.score !== undefined ? numberText(line.score) : row[c],
    );
    const sc = result.lines[k];
    cells.push(scaled(sc.mp, s.scale), sc.percent);
    out.push(cells.map((c) => csvField(c)).join(','));
  });
  return out.join('\n') + '\n';
}

function lineJson(l: SeatLine, row: PreferansProtocol['rows'][number], s: PreferansScored, k: number) {
  const sc = s.result.lines[k];
  return {
    deal: l.deal,
    ...(l.table !== undefined ? { table: l.table } : {}),
    seat: l.seat,
    players: l.players,
    ...(l.score !== undefined ? { score: l.score } : {}),
    ...(row.ruling ? { ruling: row.ruling } : {}),
    ...(linePenaltyTexts(s.protocol, k).length ? { penalties: linePenaltyTexts(s.protocol, k) } : {}),
    ...(l.form !== undefined ? { form: l.form } : {}),
    ...(sc.mp !== undefined ? { mp: sc.mp * s.scale } : {}),
    top: sc.top * s.scale,
    ...(sc.percent !== undefined ? { pct: sc.percent } : {}),
    expected: sc.expected,
    groupSize: sc.groupSize,
  };
}

export function preferansJson(s: PreferansScored, presetNote: string): string {
  const doc = {
    file: s.read.file,
    format: s.read.format,
    preset: s.preset.id,
    presetNote,
    kind: 'preferans',
    form: 'mp',
    mpScale: s.preset.matchpoints.printScale,
    complete: s.result.complete,
    lines: s.protocol.lines.map((l, k) => lineJson(l, s.protocol.rows[k], s, k)),
    players: s.result.players.map((t) => ({
      ...t,
      mp: t.mp * s.scale,
      max: t.max * s.scale,
      penalties: t.penalties * s.scale,
    })),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

/** Keys in order of first appearance. */
function groups<T>(items: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of items) {
    const k = key(x);
    const g = out.get(k) ?? [];
    g.push(x);
    out.set(k, g);
  }
  return out;
}

export function preferansText(s: PreferansScored, presetNote: string): string {
  const { protocol, result } = s;
  const out: string[] = [];
  const decimals = s.scale === 1 ? 0 : 1;
  out.push(`${s.read.file}\n`);
  out.push(`${presetNote}; matchpoints, preferans protocol\n`);
  if (!result.complete) out.push('Some results are not entered yet: the totals are provisional.\n');
  const withForm = protocol.lines.some((l) => l.form !== undefined);
  const withRuling = protocol.rows.some((r) => r.ruling);
  const idx = protocol.lines.map((_, k) => k);
  for (const [, dealIdx] of groups(idx, (k) => String(protocol.lines[k].deal))) {
    out.push(`\nDeal ${protocol.lines[dealIdx[0]].deal}\n`);
    for (const [, seatIdx] of groups(dealIdx, (k) => protocol.lines[k].seat)) {
      const first = result.lines[seatIdx[0]];
      const pending = seatIdx.some((k) => protocol.lines[k].outcome?.kind === 'pending');
      const top = pending ? 'waiting for results' : `top ${fixed(first.top * s.scale, decimals)}`;
      out.push(`  Seat ${protocol.lines[seatIdx[0]].seat}  (${top})\n`);
      out.push(
        table(
          [
            { header: 'Table', align: 'right' },
            { header: 'Player' },
            { header: 'Score', align: 'right' },
            ...(withRuling ? [{ header: 'Ruling' }] : []),
            ...(withForm ? [{ header: 'Form' }] : []),
            { header: 'MP', align: 'right' },
            { header: '%', align: 'right' },
          ],
          seatIdx.map((k) => {
            const l = protocol.lines[k];
            const sc = result.lines[k];
            return [
              l.table === undefined ? '' : String(l.table),
              l.players.join(' & '),
              l.score,
              ...(withRuling ? [protocol.rows[k].ruling ?? ''] : []),
              ...(withForm ? [l.form ?? ''] : []),
              printedText(s.preset, 'boardMp', scaled(sc.mp, s.scale)),
              printedText(s.preset, 'boardPercent', sc.percent),
            ];
          }),
          '    ',
        ),
      );
    }
  }
  out.push('\nRanking\n');
  const withPenalty = result.players.some((t) => t.penalties !== 0);
  out.push(
    table(
      [
        { header: 'Rank' },
        { header: 'Player' },
        { header: 'MP', align: 'right' },
        { header: 'Max', align: 'right' },
        { header: '%', align: 'right' },
        { header: 'Deals', align: 'right' },
        ...(withPenalty ? [{ header: 'Penalties', align: 'right' as const }] : []),
      ],
      result.players.map((t) => [
        t.rankLabel,
        t.player,
        printedText(s.preset, 'total', t.mp * s.scale),
        fixed(t.max * s.scale, decimals),
        printedText(s.preset, 'percent', t.percent),
        t.deals,
        // As for bridge pairs: a player without a penalty has an empty cell.
        ...(withPenalty ? [t.penalties === 0 ? '' : printedText(s.preset, 'total', t.penalties * s.scale)] : []),
      ]),
    ),
  );
  // Each penalty in a sentence, in the order of the lines (scoreSeats's charged is parallel to them).
  if (protocol.penalties.length) out.push('\n');
  let n = 0;
  for (const p of protocol.penalties) {
    const l = protocol.lines[p.line];
    const at = `deal ${l.deal}${l.table === undefined ? '' : `, table ${l.table}`}, seat ${l.seat}`;
    for (const c of p.penalties) {
      const mp = printedText(s.preset, 'total', result.charged[n++] * s.scale);
      out.push(
        `  Procedural penalty: ${p.player} ${cellPenaltyText(c)} on ${at} = ${mp} MP (taken off the total above)\n`,
      );
    }
  }
  return out.join('');
}
