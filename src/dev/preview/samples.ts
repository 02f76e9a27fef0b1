/**
 * The sample events the preview page offers, one per template (`?template=pairs|butler|teams|individual|preferans`):
 * the set-up options the pane's "New … event" would take, and the results a scorer would type, written in code here
 * (small enough to check by hand: test/e2e/preview-templates.e2e.mjs works every figure out).
 */
import type { NewEventOptions } from '../../workbook';
import { SAMPLE_DEALS } from './sample-workbook';

export type SampleId = 'pairs' | 'butler' | 'teams' | 'individual' | 'preferans';

/** One table line to fill: the cells that find it (`key`) and the cells to write (`set`). */
interface Fill {
  key: Record<string, string | number>;
  set: Record<string, string | number | null>;
}

export interface Sample {
  /** What the choice on the page says. */
  label: string;
  options: NewEventOptions;
  /** The table the results go into. */
  table: 'Travellers' | 'Protocols';
  lines: Fill[];
  /** Whether the sample's Deals table is added (the ruling wizard's double dummy). */
  deals: boolean;
  /** The sheet shown first. */
  sheet: string;
}

/** One line of the pairs sample: board, table, contract, declarer, result (as a scorer types it). */
type ContractLine = [number, number, string, string, string];

/**
 * Results of the pairs sample, board by board (tables 1–5): a mix of part-scores, games, a slam, a doubled
 * contract and a pass-out, so the charts have something to show.
 */
const PAIRS: ContractLine[] = [
  [1, 1, '4S', 'N', '='],
  [1, 2, '4S', 'N', '+1'],
  [1, 3, '4S', 'S', '='],
  [1, 4, '2S', 'N', '+2'],
  [1, 5, '4S', 'N', '-1'],
  [2, 1, '3NT', 'S', '='],
  [2, 2, '3NT', 'S', '-1'],
  [2, 3, '4H', 'N', '='],
  [2, 4, '3NT', 'S', '+1'],
  [2, 5, '3NT', 'S', '='],
  [3, 1, '2H', 'E', '='],
  [3, 2, '3H', 'E', '-1'],
  [3, 3, '2H', 'E', '+1'],
  [3, 4, '3C', 'N', '-1'],
  [3, 5, '2H', 'E', '='],
  [4, 1, '6H', 'N', '='],
  [4, 2, '4H', 'N', '+2'],
  [4, 3, '6H', 'N', '-1'],
  [4, 4, '6H', 'S', '='],
  [4, 5, '4H', 'N', '+2'],
  [5, 1, '1NT', 'N', '='],
  [5, 2, '1NT', 'N', '+1'],
  [5, 3, '2D', 'W', '='],
  [5, 4, '1NT', 'N', '-1'],
  [5, 5, 'PASS', '', ''],
  [6, 1, '4S', 'E', '='],
  [6, 2, '4S', 'E', '-1'],
  [6, 3, '5DX', 'N', '-2'],
  [6, 4, '4S', 'E', '='],
  [6, 5, '4S', 'E', '+1'],
  [7, 1, '3NT', 'W', '='],
  [7, 2, '3NT', 'W', '+1'],
  [7, 3, '3NT', 'W', '+1'],
  [7, 4, '4S', 'E', '='],
  [7, 5, '3NT', 'W', '-2'],
  [8, 1, '2S', 'S', '='],
  [8, 2, '2S', 'S', '+1'],
  [8, 3, '3D', 'W', '='],
  [8, 4, '2S', 'S', '='],
  [8, 5, '3S', 'S', '-1'],
  [9, 1, '4H', 'S', '='],
  [9, 2, '4H', 'S', '='],
  [9, 3, '4H', 'S', '+1'],
  [9, 4, '2H', 'S', '+2'],
  [9, 5, '4H', 'S', '-1'],
  [10, 1, '3NT', 'N', '+1'],
  [10, 2, '3NT', 'N', '='],
  [10, 3, '4SX', 'E', '-2'],
  [10, 4, '3NT', 'N', '+2'],
  [10, 5, '3NT', 'N', '='],
];

/** NS scores typed straight into the Travellers lines: [board, table, score_ns]. */
function scores(lines: ReadonlyArray<[number, number, number]>): Fill[] {
  return lines.map(([board, table, score]) => ({ key: { board, table }, set: { score_ns: score } }));
}

export const SAMPLES: Record<SampleId, Sample> = {
  // A 5-table Mitchell, 2 boards a round: 10 boards each played five times.
  pairs: {
    label: 'Pairs (matchpoints)',
    options: { template: 'pairs', movement: 'mitchell', tables: 5, boardsPerRound: 2, title: 'Club pairs (sample)' },
    table: 'Travellers',
    lines: PAIRS.map(([board, table, contract, declarer, result]) => ({
      key: { board, table },
      set: { contract, declarer, lead: '', result },
    })),
    deals: true,
    sheet: 'Travellers',
  },
  // A 2-table Howell scored Butler: 4 pairs, 3 rounds of 1 board, each board played twice.
  butler: {
    label: 'Butler pairs (IMPs)',
    options: {
      template: 'pairs',
      movement: 'howell',
      tables: 2,
      boardsPerRound: 1,
      form: 'butler',
      title: 'Butler pairs (sample)',
    },
    table: 'Travellers',
    lines: scores([
      [1, 1, 420],
      [1, 2, 170],
      [2, 1, -100],
      [2, 2, 140],
      [3, 1, 620],
      [3, 2, 650],
    ]),
    deals: false,
    sheet: 'Live',
  },
  // Two teams, one match of 4 boards: table 1 the open room (team 1 N-S), table 2 the closed room.
  teams: {
    label: 'Teams (IMPs, VPs)',
    options: { template: 'teams', tables: 2, boards: 4, title: 'Teams match (sample)' },
    table: 'Travellers',
    lines: scores([
      [1, 1, 420],
      [1, 2, 170],
      [2, 1, -50],
      [2, 2, 110],
      [3, 1, 100],
      [3, 2, 100],
      [4, 1, 620],
      [4, 2, -100],
    ]),
    deals: false,
    sheet: 'Match results',
  },
  // 2 tables, 2 boards, players 1–8 with a new partner on board 2; one artificial score.
  individual: {
    label: 'Individual',
    options: { template: 'individual', movement: 'individual', tables: 2, boards: 2, title: 'Individual (sample)' },
    table: 'Travellers',
    lines: [
      { key: { board: 1, table: 1 }, set: { ns: '1+2', ew: '3+4', score_ns: 420 } },
      { key: { board: 1, table: 2 }, set: { ns: '5+6', ew: '7+8', score_ns: 450 } },
      { key: { board: 2, table: 1 }, set: { ns: '1+3', ew: '5+7', score_ns: -100 } },
      { key: { board: 2, table: 2 }, set: { ns: '2+4', ew: '6+8', score_ns: null, ruling: 'A60/40' } },
    ],
    deals: false,
    sheet: 'Live',
  },
  // Duplicate preferans: 2 tables, 2 deals, three seats at each; one artificial score.
  preferans: {
    label: 'Duplicate preferans',
    options: { template: 'individual', movement: 'preferans', tables: 2, boards: 2, title: 'Preferans (sample)' },
    table: 'Protocols',
    lines: (
      [
        [1, 1, 1, 'p1', 10],
        [1, 1, 2, 'p2', -4],
        [1, 1, 3, 'p3', -6],
        [1, 2, 1, 'p4', 6],
        [1, 2, 2, 'p5', 2],
        [1, 2, 3, 'p6', -8],
        [2, 1, 1, 'p3', -10],
        [2, 1, 2, 'p1', 5],
        [2, 1, 3, 'p2', 5],
        [2, 2, 1, 'p6', null, 'A60'],
        [2, 2, 2, 'p4', 5],
        [2, 2, 3, 'p5', 0],
      ] as Array<[number, number, number, string, number | null, string?]>
    ).map(([deal, table, seat, player, score, ruling]) => ({
      key: { deal, table, seat },
      set: { player, score, ...(ruling ? { ruling } : {}) },
    })),
    deals: false,
    sheet: 'Live',
  },
};

export function sampleId(text: string | null): SampleId {
  return text && text in SAMPLES ? (text as SampleId) : 'pairs';
}

/** Writes a sample's results into its table in one batch (the set-up left the lines empty), and its deals. */
export async function enterSample(sample: Sample): Promise<void> {
  await Excel.run(async (context) => {
    const table = context.workbook.tables.getItem(sample.table);
    const header = table.getHeaderRowRange().load('values');
    const body = table.getDataBodyRange().load('values');
    await context.sync();
    const names = (header.values[0] as unknown[]).map((h) => String(h));
    const col = (name: string) => {
      const i = names.indexOf(name);
      if (i < 0) throw new Error(`${sample.table} has no column ${name}`);
      return i;
    };
    const rows = body.values.map((r) => [...r]);
    for (const line of sample.lines) {
      const k = rows.findIndex((r) => Object.entries(line.key).every(([c, v]) => String(r[col(c)]) === String(v)));
      if (k < 0) throw new Error(`${sample.table} has no line ${JSON.stringify(line.key)}`);
      for (const [c, v] of Object.entries(line.set)) rows[k][col(c)] = v ?? '';
    }
    body.values = rows;
    if (sample.deals) {
      // Two boards' deals, as a scorer types them into a Deals table (the ruling wizard shows their double dummy).
      const deals = context.workbook.worksheets.add('Deals');
      const address = `A1:B${SAMPLE_DEALS.length + 1}`;
      deals.getRange(address).values = [['board', 'deal'], ...SAMPLE_DEALS.map(([b, d]) => [b, d])];
      deals.tables.add(`Deals!${address}`, true).name = 'Deals';
    }
    // The blank sheet the workbook started with is not needed any more.
    context.workbook.worksheets.getItem('Sheet1').delete();
    await context.sync();
  });
}
