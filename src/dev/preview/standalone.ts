/**
 * Entry of the standalone preview: the sample workbook with a small demonstration pane written in plain DOM that
 * speaks to the workbook only through the Office.js API (Excel.run, load, sync), as the real pane does.
 * The real pane replaces `demoPane` when the main build mounts it.
 */
import { startPreview } from './preview';

function button(label: string, id: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.id = id;
  b.textContent = label;
  b.style.cssText = 'display:block;margin:8px 0;padding:6px 10px;font:inherit;cursor:pointer';
  return b;
}

/** Applies a sample split ruling to board 2, table 1 and logs it: two syncs (one read, one write). */
async function applySampleRuling(): Promise<number> {
  return Excel.run(async (context) => {
    const travellers = context.workbook.tables.getItem('Travellers');
    const header = travellers.getHeaderRowRange().load('values');
    const body = travellers.getDataBodyRange().load('values');
    const rulings = context.workbook.tables.getItem('Rulings');
    const logged = rulings.rows.load('count');
    await context.sync();
    const names = (header.values[0] as string[]).map((h) => String(h));
    const col = (name: string) => names.indexOf(name);
    const row = body.values.findIndex((r) => r[col('Board')] === 2 && r[col('Table')] === 1);
    if (row < 0) throw new Error('board 2, table 1 is not in the traveller');
    const before = body.values[row][col('NS score')];
    // A weighted score: 60 % of +110 (3C made by N) and 40 % of -110 (2H made by E): 66 - 44 = +22.
    const after = 0.6 * 110 + 0.4 * -110;
    const cells = body.getCell(row, col('NS score')).getResizedRange(0, 1);
    cells.values = [[after, 'W 60% 3CN= / 40% 2HE=']];
    rulings.rows.add(undefined, [
      [`line ${logged.count}`, 'TD', 2, 1, '12C1(c)', 'weighted', before, after, 'preview sample'],
    ]);
    await context.sync();
    return row;
  });
}

export function demoPane(el: HTMLElement): void {
  el.replaceChildren();
  const box = document.createElement('div');
  box.style.padding = '12px';
  const h = document.createElement('h1');
  h.textContent = 'Preview pane';
  h.style.fontSize = '18px';
  const info = document.createElement('p');
  info.id = 'pane-info';
  info.textContent = `Language ${Office.context.displayLanguage}; theme background ${Office.context.officeTheme.bodyBackgroundColor}.`;
  const apply = button('Apply a sample ruling (board 2, table 1)', 'apply-sample-ruling');
  const out = document.createElement('p');
  out.id = 'pane-output';
  out.setAttribute('role', 'status');
  const selected = document.createElement('p');
  selected.id = 'pane-selection';
  selected.textContent = 'Selected: none';
  apply.addEventListener('click', () => {
    const host = window.__preview?.host;
    const before = host?.counters.syncs ?? 0;
    applySampleRuling()
      .then(() => (out.textContent = `Ruling applied in ${(host?.counters.syncs ?? 0) - before} syncs.`))
      .catch((e: Error) => (out.textContent = `Failed: ${e.message}`));
  });
  box.append(h, info, apply, out, selected);
  el.appendChild(box);
  void Excel.run(async (context) => {
    context.workbook.worksheets.onSelectionChanged.add(async (e: { address: string }) => {
      await Excel.run(async (ctx) => {
        const sheet = ctx.workbook.worksheets.getActiveWorksheet().load('name');
        await ctx.sync();
        selected.textContent = `Selected: ${sheet.name}!${e.address}`;
      });
    });
    await context.sync();
  });
}

// The demonstration follows the selection on every sheet (WorksheetCollection.onSelectionChanged, ExcelApi 1.9):
// it plays a newer Excel than the add-in's manifest asks for.
void startPreview(demoPane, undefined, { requirementSets: { ExcelApi: '1.9' } });
