/**
 * Every way out prints the same figures: random pairs events scored under every preset × program, through the
 * engine's print rules, the command line's `score --csv` and `--json`, the PBN and USEBIO writers (read back),
 * the HTML page and BRIDGE.MATCHPOINTS / BRIDGE.PERCENT, must show the same board matchpoints, percentages,
 * totals and total percentages, digit for digit.
 */
import fc from 'fast-check';
import { run } from '../../../src/cli/run';
import { memoryIo } from '../../../src/cli/io';
import { exportEvent } from '../../../src/engine/io/export';
import { readResultsFile } from '../../../src/engine/io/detect';
import { PRESET_IDS, PROGRAM_IDS, getPreset } from '../../../src/engine/presets';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { reachableScores } from '../../../src/engine/model/reachable';
import { printBoardMp, printBoardPercent, printedText } from '../../../src/engine/print/figures';
import { MATCHPOINTS, PERCENT, SESSION_SCORES } from '../../../src/functions/functions';

/** A traveller line: a table score or an artificial ruling. */
interface Line {
  score?: number;
  ruling?: string;
}

/** A Howell-like event: every board played at every table by the same pairs (t v 100 + t). */
const REACHABLE = [...reachableScores()].filter((x) => Math.abs(x) <= 2000);

const events = fc
  .record({
    tables: fc.integer({ min: 2, max: 6 }),
    boards: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ tables, boards }) =>
    fc.record({
      tables: fc.constant(tables),
      boards: fc.constant(boards),
      lines: fc.array(
        fc.oneof(
          // Scores some contract makes (Law 77), from the engine's table of reachable NS scores.
          { weight: 8, arbitrary: fc.constantFrom(...REACHABLE).map((score): Line => ({ score })) },
          { weight: 1, arbitrary: fc.constantFrom('A60/40', 'A50/50', 'A40/60').map((ruling): Line => ({ ruling })) },
        ),
        { minLength: tables * boards, maxLength: tables * boards },
      ),
    }),
  );

function csvOf(ev: { tables: number; boards: number; lines: Line[] }): string {
  const rows = ['board,table,ns,ew,contract,declarer,result,score_ns,ruling'];
  for (let b = 1; b <= ev.boards; b++) {
    for (let t = 1; t <= ev.tables; t++) {
      const l = ev.lines[(b - 1) * ev.tables + (t - 1)];
      rows.push(`${b},${t},${t},${100 + t},,,,${l.score ?? ''},${l.ruling ?? ''}`);
    }
  }
  return rows.join('\n') + '\n';
}

const COMBOS = PRESET_IDS.flatMap((a) => PROGRAM_IDS.map((p) => [a, p] as const));

describe('printed figures agree on every way out', () => {
  it.each(COMBOS)('%s with program %s', (authority, program) => {
    const preset = getPreset(authority, program);
    fc.assert(
      fc.property(events, (ev) => {
        const csv = csvOf(ev);
        const read = readResultsFile(Buffer.from(csv), 'r.csv');
        const event = read.event;
        const score = scoreEvent(event, preset);
        const tops = new Map(score.boards.map((b) => [b.board, b.top]));
        const mp = (x: number | undefined, board: number) =>
          x === undefined ? '' : printedText(preset, 'boardMp', printBoardMp(preset, x, tops.get(board)!));
        const pct = (x: number | undefined) =>
          x === undefined ? '' : printedText(preset, 'boardPercent', printBoardPercent(preset, x));
        const engine = event.entries.map((e, k) => {
          const s = score.entries[k];
          return [mp(s.mpNS, e.board), mp(s.mpEW, e.board), pct(s.pctNS), pct(s.pctEW)];
        });
        const totals = new Map(
          score.totals.map((t) => [
            t.id,
            [printedText(preset, 'total', t.total), printedText(preset, 'percent', t.percent)],
          ]),
        );

        // Command line: score --csv (the *_printed columns) and --json (totalPrinted, percentPrinted).
        const io = memoryIo({ 'r.csv': csv });
        expect(run(['score', 'r.csv', '--csv', '--preset', authority, '--program', program], io)).toBe(0);
        const out = io.out.trim().split('\n');
        const head = out[0].split(',');
        const at = ['mp_ns_printed', 'mp_ew_printed', 'pct_ns_printed', 'pct_ew_printed'].map((c) => head.indexOf(c));
        const cli = out.slice(1).map((r) => at.map((i) => r.split(',')[i]));
        expect(cli).toEqual(engine);
        const json = memoryIo({ 'r.csv': csv });
        expect(run(['score', 'r.csv', '--json', '--preset', authority, '--program', program], json)).toBe(0);
        const doc = JSON.parse(json.out) as {
          totals: Array<{ id: string; totalPrinted: string; percentPrinted: string }>;
        };
        for (const t of doc.totals) expect([t.totalPrinted, t.percentPrinted]).toEqual(totals.get(t.id));

        // PBN writer, read back: the ScoreTable and TotalScoreTable cells as written.
        const pbn = exportEvent(event, { format: 'pbn', preset }).text;
        const back = readResultsFile(Buffer.from(pbn, 'latin1'), 'r.pbn');
        const cell = (v: { text: string } | undefined) => (v ? v.text : '');
        const written = back.values.entries.map((c) => [cell(c.mpNS), cell(c.mpEW), cell(c.pctNS), cell(c.pctEW)]);
        expect(written).toEqual(engine);
        for (const t of back.values.totals ?? []) {
          expect([cell(t.total), cell(t.percent)]).toEqual(totals.get(t.id));
        }

        // USEBIO writer: the matchpoints of each line and the pairs' totals.
        const usebio = readResultsFile(Buffer.from(exportEvent(event, { format: 'usebio', preset }).text), 'r.xml');
        expect(usebio.values.entries.map((c) => [cell(c.mpNS), cell(c.mpEW)])).toEqual(
          engine.map((r) => r.slice(0, 2)),
        );

        // BRIDGE.MATCHPOINTS and BRIDGE.PERCENT, one board at a time (every board has the field's tables).
        const name = `${authority}/${program}`;
        for (let b = 1; b <= ev.boards; b++) {
          const idx = event.entries.map((e, k) => (e.board === b ? k : -1)).filter((k) => k >= 0);
          const scores = idx.map((k) => [event.entries[k].scoreNS ?? '']);
          const rulings = idx.map((k) => [ev.lines[k].ruling ?? '']);
          const mps = MATCHPOINTS(scores, rulings, name, 'BOTH', ev.tables, b);
          const pcts = PERCENT(scores, rulings, name, 'BOTH', ev.tables, b);
          idx.forEach((k, j) => {
            // A board function does not see the session, so an artificial line is left to SESSION_SCORES
            // (Law 12C2(c) may give it the pair's own session figure); the other lines are the board's alone.
            if (ev.lines[k].ruling) return;
            const f = [mps[j][0], mps[j][1], pcts[j][0], pcts[j][1]].map((v, i) =>
              printedText(preset, i < 2 ? 'boardMp' : 'boardPercent', v as number),
            );
            expect(f).toEqual(engine[k]);
          });
        }
        const column = (f: (k: number) => unknown) => event.entries.map((_, k) => [f(k)]);
        const session = SESSION_SCORES(
          column((k) => event.entries[k].board),
          column((k) => event.entries[k].ns),
          column((k) => event.entries[k].ew),
          column((k) => event.entries[k].scoreNS ?? ''),
          column((k) => ev.lines[k].ruling ?? ''),
          name,
          'MP',
          'BOTH',
          'HOWELL',
        );
        const lines = session.map((r) => r.map((v) => printedText(preset, 'boardMp', v as number)));
        expect(lines).toEqual(engine.map((r) => r.slice(0, 2)));
      }),
      { numRuns: 25 },
    );
  });
});
