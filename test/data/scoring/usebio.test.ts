/**
 * Compscore3 USEBIO exports (ABF clubs): the engine with the 'abf' preset must reproduce every printed
 * matchpoint, pair total, percentage and place.
 *
 * Conventions found in these files (see presets/abf.ts):
 * - 2 per beat; a board played fewer times keeps its own top on the traveller (Howell board 12: 5 results,
 *   top 8); a board with an artificial score has the real results factored to the tables on the board
 *   (Howell board 26: A5050 + 5 results, 650 → (8 + 1) × 6/5 − 1 = 9.8);
 * - pair total = Σ board scores factored to the full field (board 12: 5 of 8 counts (5 + 1) × 6/5 − 1 = 6.2)
 *   × boards in session ÷ boards played; boards in session = the most boards any pair played (27 in the
 *   Howell, 17 in the Mitchell); pair 1 (Howell) played 26: 124 × 27/26 = 128.769 → 128.77;
 * - percentage = total ÷ (boards in session × top) = 128.769 / 270 = 47.69 %;
 * - totals and percentages printed to 2 decimals, exact halves to even: Mitchell 8EW 64.4 × 17/16 = 68.425
 *   → 68.42; 4EW 84.9/160 = 53.0625 % → 53.06.
 */
import * as fs from 'fs';
import * as path from 'path';
import { XMLParser } from 'fast-xml-parser';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import { roundTo } from '../../../src/engine/scoring/rounding';
import type { Adjustment, ArtificialLevel, EventData, TravellerEntry } from '../../../src/engine/model/types';
import { describeWhen } from '../../shared-data';

const dir = path.resolve(__dirname, '../../../../shared/data/usebio');
const present = fs.existsSync(dir);
const describeData = describeWhen(present, dir);
if (!present) console.warn(`shared data folder ${dir} not found: USEBIO data tests skipped`);

interface Line {
  NS_PAIR_NUMBER: string;
  EW_PAIR_NUMBER: string;
  SCORE: string;
  NS_MATCH_POINTS: string;
  EW_MATCH_POINTS: string;
}
interface Pair {
  PAIR_NUMBER: string;
  DIRECTION: string;
  TOTAL_SCORE: string;
  PERCENTAGE: string;
  PLACE: string;
}

function artificial(percent: number): Adjustment {
  const level: ArtificialLevel = percent > 50 ? 'plus' : percent < 50 ? 'minus' : 'average';
  return { kind: 'artificial', level, ...(percent !== { plus: 60, average: 50, minus: 40 }[level] ? { percent } : {}) };
}

function read(file: string) {
  const parser = new XMLParser({
    parseTagValue: false,
    ignoreAttributes: true,
    isArray: (name) => ['PAIR', 'BOARD', 'TRAVELLER_LINE'].includes(name),
  });
  const doc = parser.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const ev = doc.USEBIO.EVENT;
  const pairs: Pair[] = ev.PARTICIPANTS.PAIR;
  const lines: Line[] = [];
  const entries: TravellerEntry[] = [];
  for (const b of ev.BOARD) {
    const board = Number(b.BOARD_NUMBER);
    for (const l of b.TRAVELLER_LINE as Line[]) {
      lines.push(l);
      const base = { board, ns: String(l.NS_PAIR_NUMBER), ew: String(l.EW_PAIR_NUMBER) };
      const m = /^A(\d\d)(\d\d)$/.exec(l.SCORE);
      if (m) {
        entries.push({
          ...base,
          status: 'ruled',
          ruling: { ns: artificial(Number(m[1])), ew: artificial(Number(m[2])) },
        });
      } else {
        expect(l.SCORE).toMatch(/^-?\d+$/);
        entries.push({ ...base, status: 'played', scoreNS: Number(l.SCORE) });
      }
    }
  }
  const event: EventData = {
    kind: 'pairs',
    form: 'mp',
    program: String(ev.PROGRAM_NAME),
    contestants: pairs.map((p) => ({
      id: String(p.PAIR_NUMBER),
      ...(p.DIRECTION ? { direction: p.DIRECTION as 'NS' | 'EW' } : {}),
    })),
    entries,
  };
  return { event, lines, pairs };
}

const abf = getPreset('abf');
const two = (x: number) => roundTo(x, abf.matchpoints.boardRounding!);

describeData.each([
  ['mp_pairs_howell.xml', 161, 12, 27],
  ['mp_pairs_mitchell_04.xml', 134, 16, 17],
])('Compscore3 %s', (file, lineCount, pairCount, sessionBoards) => {
  const { event, lines, pairs } = read(file);
  const score = scoreEvent(event, abf);

  it('reads the whole file', () => {
    expect(lines).toHaveLength(lineCount);
    expect(pairs).toHaveLength(pairCount);
    expect(score.expected).toBe(6);
    expect(score.sessionBoards).toBe(sessionBoards);
  });

  it('reproduces every NS_MATCH_POINTS and EW_MATCH_POINTS', () => {
    const wrong: string[] = [];
    lines.forEach((l, i) => {
      const s = score.entries[i];
      if (two(s.mpNS!) !== Number(l.NS_MATCH_POINTS) || two(s.mpEW!) !== Number(l.EW_MATCH_POINTS)) {
        wrong.push(`line ${i}: ${s.mpNS}/${s.mpEW} vs ${l.NS_MATCH_POINTS}/${l.EW_MATCH_POINTS}`);
      }
    });
    expect(wrong).toEqual([]);
  });

  it('reproduces every pair TOTAL_SCORE, PERCENTAGE and PLACE', () => {
    const byId = new Map(score.totals.map((t) => [t.id, t]));
    for (const p of pairs) {
      const t = byId.get(String(p.PAIR_NUMBER))!;
      expect({ id: t.id, total: t.total.toFixed(2), percent: t.percent!.toFixed(2), place: t.rank }).toEqual({
        id: String(p.PAIR_NUMBER),
        total: p.TOTAL_SCORE,
        percent: p.PERCENTAGE,
        place: Number(p.PLACE),
      });
    }
  });
});

describeData('Compscore3 conventions, figure by figure', () => {
  it('Howell: board 12 (5 results) keeps top 8 on the traveller but counts factored in the totals', () => {
    const { event } = read('mp_pairs_howell.xml');
    const score = scoreEvent(event, abf);
    const b12 = score.boards.find((b) => b.board === 12)!;
    expect(b12.top).toBe(8);
    const i = event.entries.findIndex((e) => e.board === 12 && e.ns === '2');
    expect(score.entries[i].mpNS).toBe(5);
    // Pair 2 played all 27 boards: the sum of the printed traveller MPs is 155.6 but its total is 156.8,
    // the difference being board 12's 5 → 6.2.
    const t2 = score.totals.find((t) => t.id === '2')!;
    expect(t2.total).toBe(156.8);
    // Pair 1 missed board 12: 124 × 27/26
    const t1 = score.totals.find((t) => t.id === '1')!;
    expect(t1.boardsPlayed).toBe(26);
    expect(t1.exactTotal).toBeCloseTo((124 * 27) / 26, 10);
    expect(t1.total).toBe(128.77);
    // With no scaling the total would be 124 and the percentage the same 47.69.
    const plain = scoreEvent(event, { ...abf, totals: { ...abf.totals, fewerBoards: 'none' } });
    expect(plain.totals.find((t) => t.id === '1')!.total).toBe(124);
    expect(plain.totals.find((t) => t.id === '1')!.percent).toBe(47.69);
  });

  it('Mitchell: exact halves go to the even neighbour (68.425 → 68.42; 53.0625 → 53.06)', () => {
    const { event } = read('mp_pairs_mitchell_04.xml');
    const score = scoreEvent(event, abf);
    const t8 = score.totals.find((t) => t.id === '8EW')!;
    expect(t8.exactTotal).toBeCloseTo(68.425, 9);
    expect(t8.total).toBe(68.42);
    const t4 = score.totals.find((t) => t.id === '4EW')!;
    expect(t4.exactPercent).toBeCloseTo(53.0625, 9);
    expect(t4.percent).toBe(53.06);
    // Halves away from zero would print 68.43 and 53.07, which the file does not.
    const away = scoreEvent(event, {
      ...abf,
      totals: { ...abf.totals, totalRounding: { step: 0.01, halves: 'away-from-zero' } },
    });
    expect(away.totals.find((t) => t.id === '8EW')!.total).toBe(68.43);
  });
});
