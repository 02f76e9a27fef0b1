/**
 * Entry of the preview page (`npm start` → /preview.html): the real task pane beside the in-memory workbook,
 * which holds a sample pairs event built through the workbook layer itself: a 5-table Mitchell, 2 boards a
 * round, 10 boards each played five times, all results entered and scored.
 *
 * URL parameters (read by the preview shell): `?lang=pl-PL` (Office display language), `?theme=dark`,
 * `?delay=150` (ms per sync, to watch the progress bar), and `?empty=1` for a workbook without an event.
 * The host's counters are on `window.__preview.host.counters` for the browser tests.
 */
import type { ExcelHost } from '../host';
import type { FunctionMeta } from '../formulas/bridge-functions';
import { startPreview } from './preview';
import { SAMPLE_DEALS } from './sample-workbook';

/** One line of the sample: board, table, contract, declarer, result (as a scorer types it). */
type SampleLine = [number, number, string, string, string];

/**
 * Results of the sample event, board by board (tables 1–5). Written for the preview: a mix of part-scores,
 * games, a slam, a doubled contract and a pass-out, so the charts have something to show.
 */
const SAMPLE: SampleLine[] = [
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

/**
 * Formulas computed as Excel computes them: HyperFormula with the BRIDGE.* functions functions.json lists (the
 * add-in build writes it beside preview.html), known to the host as Excel knows them once the add-in's runtime
 * has associated them. Loaded on demand: the formula engine is the largest part of the preview.
 */
async function calculateFormulas(host: ExcelHost): Promise<void> {
  const [{ hyperFormulaEvaluator }, response] = await Promise.all([
    import('../formulas/evaluator'),
    fetch('functions.json'),
  ]);
  if (!response.ok) throw new Error(`functions.json: HTTP ${response.status}`);
  const { functions } = (await response.json()) as { functions: FunctionMeta[] };
  for (const f of functions) host.customFunctions.add(f.id.toUpperCase());
  host.setEvaluator(hyperFormulaEvaluator(functions));
}

/** Writes the sample results into the Travellers table in one batch (the set-up left the lines empty). */
async function enterSampleResults(): Promise<void> {
  await Excel.run(async (context) => {
    const table = context.workbook.tables.getItem('Travellers');
    const body = table.getDataBodyRange().load('values');
    await context.sync();
    const block = body.values.map((row) => {
      const hit = SAMPLE.find(([b, t]) => b === row[0] && t === row[1]);
      if (!hit) return [row[5], row[6], row[7], row[8]];
      const [, , contract, declarer, result] = hit;
      return [contract, declarer, '', result];
    });
    const sheet = context.workbook.worksheets.getItem('Travellers');
    sheet.getRange(`F2:I${block.length + 1}`).values = block;
    // Two boards' deals, as a scorer types them into a Deals table (the ruling wizard shows their double dummy).
    const deals = context.workbook.worksheets.add('Deals');
    const address = `A1:B${SAMPLE_DEALS.length + 1}`;
    deals.getRange(address).values = [['board', 'deal'], ...SAMPLE_DEALS.map(([b, d]) => [b, d])];
    deals.tables.add(`Deals!${address}`, true).name = 'Deals';
    // The blank sheet the workbook started with is not needed any more.
    context.workbook.worksheets.getItem('Sheet1').delete();
    await context.sync();
  });
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  await startPreview(
    async (element) => {
      await calculateFormulas(window.__preview!.host);
      const { createEvent, rescoreEvent } = await import('../../workbook');
      if (!params.has('empty')) {
        await createEvent({
          template: 'pairs',
          movement: 'mitchell',
          tables: 5,
          boardsPerRound: 2,
          title: 'Club pairs (sample)',
          preset: 'wbf',
        });
        await enterSampleResults();
        await rescoreEvent();
      }
      // The page starts counting round trips when the pane starts.
      window.__preview?.showSheet(params.has('empty') ? 'Sheet1' : 'Travellers');
      window.__preview?.host.resetCounters();
      const { mountPane } = await import('../../taskpane/mount');
      mountPane(element, { displayLanguage: Office.context.displayLanguage });
    },
    (host) => {
      host.addSheet('Sheet1');
    },
  );
}

void main();
