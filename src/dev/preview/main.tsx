/**
 * Entry of the preview page (`npm start` → /preview.html): the real task pane beside the in-memory workbook,
 * which holds a sample event built through the workbook layer itself, from the template the page's choice
 * names (./samples.ts): by default a pairs event, a 5-table Mitchell, 2 boards a round, 10 boards each played
 * five times, all results entered and scored; or a Butler pairs, teams, individual or duplicate-preferans event.
 * Every template's live sheets are computed by HyperFormula with the BRIDGE.* functions as results are typed.
 *
 * URL parameters (read by the preview shell): `?lang=pl-PL` (Office display language), `?theme=dark`,
 * `?delay=150` (ms per sync, to watch the progress bar), `?template=butler|teams|individual|preferans` (the
 * sample event; pairs when not given), and `?empty=1` for a workbook without an event.
 * The host's counters are on `window.__preview.host.counters` for the browser tests.
 */
import type { ExcelHost } from '../host';
import type { FunctionMeta } from '../formulas/bridge-functions';
import { startPreview } from './preview';
import { SAMPLES, enterSample, sampleId, type SampleId } from './samples';

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

/** The choice of sample event: picking one opens the page again with it (other parameters kept). */
function templateChoice(current: SampleId): HTMLElement {
  const label = document.createElement('label');
  label.textContent = 'Sample event';
  const select = document.createElement('select');
  select.id = 'preview-template';
  for (const [id, sample] of Object.entries(SAMPLES)) {
    const option = document.createElement('option');
    option.value = id;
    option.textContent = sample.label;
    option.selected = id === current;
    select.appendChild(option);
  }
  select.addEventListener('change', () => {
    const q = new URLSearchParams(location.search);
    q.set('template', select.value);
    q.delete('empty');
    location.search = q.toString();
  });
  label.appendChild(select);
  return label;
}

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const id = sampleId(params.get('template'));
  const sample = SAMPLES[id];
  await startPreview(
    async (element) => {
      await calculateFormulas(window.__preview!.host);
      const { createEvent, rescoreEvent } = await import('../../workbook');
      if (!params.has('empty')) {
        await createEvent(sample.options);
        await enterSample(sample);
        // Scored as the pane scores it (typed contracts get their NS scores), so its figures start up to date.
        if (sample.table === 'Protocols') await (await import('../../workbook/office/preferans')).rescorePreferans();
        else await rescoreEvent();
      }
      // The page starts counting round trips when the pane starts.
      window.__preview?.showSheet(params.has('empty') ? 'Sheet1' : sample.sheet);
      window.__preview?.host.resetCounters();
      const { mountPane } = await import('../../taskpane/mount');
      mountPane(element, { displayLanguage: Office.context.displayLanguage });
    },
    (host) => {
      host.addSheet('Sheet1');
    },
    { titleControls: [templateChoice(id)] },
  );
}

void main();
