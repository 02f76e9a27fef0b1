/**
 * Draws the in-memory workbook as HTML: sheet tabs and a grid of cells. Plain DOM, no framework. Every cell
 * carries `data-address="Sheet!C5"` (and `data-formula` for formula cells) so browser tests can read values.
 */
import type { ExcelHost, SheetView } from '../host';

const POINTS_TO_PX = 4 / 3;

export interface WorkbookViewState {
  /** Name of the sheet shown. */
  sheet: string | undefined;
  /** Address of the selected cell, e.g. "Travellers!C5". */
  selected: string | undefined;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The sheet to show: the chosen one if it still exists and is visible, else the active one. */
export function chooseSheet(host: ExcelHost, wanted: string | undefined): string | undefined {
  const visible = host.model.sheets.filter((s) => s.visibility === 'Visible').map((s) => s.name);
  if (wanted && visible.includes(wanted)) return wanted;
  const active = host.model.activeSheet;
  if (active && visible.includes(active.name)) return active.name;
  return visible[0];
}

export function renderTabs(
  host: ExcelHost,
  container: HTMLElement,
  state: WorkbookViewState,
  onPick: (name: string) => void,
) {
  container.replaceChildren();
  for (const s of host.model.sheets) {
    if (s.visibility !== 'Visible') continue;
    const selected = s.name === state.sheet;
    const tab = el('button', {
      type: 'button',
      role: 'tab',
      class: 'tab',
      'data-sheet': s.name,
      'aria-selected': String(selected),
      tabindex: selected ? '0' : '-1',
    });
    tab.textContent = s.name;
    if (s.tabColor) tab.style.borderBottomColor = s.tabColor;
    tab.addEventListener('click', () => onPick(s.name));
    container.appendChild(tab);
  }
}

function cellClass(cell: SheetView['rows'][number]['cells'][number]): string {
  const classes = ['cell'];
  if (typeof cell.value === 'number') classes.push('num');
  if (typeof cell.value === 'boolean') classes.push('bool');
  if (cell.formula !== undefined) classes.push('formula');
  if (typeof cell.value === 'string' && cell.value.startsWith('#') && cell.formula !== undefined) classes.push('error');
  if (cell.table) classes.push(cell.table.header ? 'table-header' : 'table-body');
  return classes.join(' ');
}

export function renderGrid(
  host: ExcelHost,
  container: HTMLElement,
  state: WorkbookViewState,
  onSelect: (address: string) => void,
  onEdit?: (address: string, text: string) => void,
) {
  container.replaceChildren();
  if (!state.sheet) return;
  const view = host.view(state.sheet, { extraRows: 3 });
  const table = el('table', { class: 'grid', 'data-sheet': view.name, role: 'grid', 'aria-label': view.name });
  const colgroup = el('colgroup');
  colgroup.appendChild(el('col', { class: 'rowhead-col' }));
  for (const c of view.columns) {
    const col = el('col');
    col.style.width = `${Math.round(c.width * POINTS_TO_PX)}px`;
    colgroup.appendChild(col);
  }
  table.appendChild(colgroup);
  const thead = el('thead');
  const headRow = el('tr');
  headRow.appendChild(el('th', { class: 'corner', scope: 'col' }));
  for (const c of view.columns) headRow.appendChild(el('th', { scope: 'col', class: 'colhead' }, c.letter));
  thead.appendChild(headRow);
  table.appendChild(thead);
  const tbody = el('tbody');
  for (const row of view.rows) {
    const tr = el('tr', { 'data-row': String(row.number) });
    if (row.number <= view.frozenRows) tr.classList.add('frozen');
    tr.appendChild(el('th', { scope: 'row', class: 'rowhead' }, String(row.number)));
    row.cells.forEach((cell) => {
      const td = el('td', { class: cellClass(cell), 'data-address': cell.address, role: 'gridcell' });
      if (cell.formula !== undefined) {
        td.setAttribute('data-formula', cell.formula);
        td.title = cell.formula;
      }
      if (cell.table) td.setAttribute('data-table', cell.table.name);
      if (cell.address === state.selected) {
        td.classList.add('selected');
        td.setAttribute('aria-selected', 'true');
      }
      const s = cell.style;
      if (s) {
        if (s.bold) td.style.fontWeight = 'bold';
        if (s.italic) td.style.fontStyle = 'italic';
        if (s.fill) td.style.backgroundColor = s.fill;
        if (s.fontColor) td.style.color = s.fontColor;
        if (s.horizontalAlignment && s.horizontalAlignment !== 'General') {
          td.style.textAlign = s.horizontalAlignment.toLowerCase();
        }
        if (s.wrapText) td.style.whiteSpace = 'normal';
      }
      td.textContent = cell.text;
      // A second click opens the editor (the first one redrew the grid, so no dblclick reaches the same cell).
      td.addEventListener('click', (e) => {
        if (onEdit && e.detail >= 2) openEditor(td, cell.formula ?? cell.text, cell.address, onEdit);
        else onSelect(cell.address);
      });
      tr.appendChild(td);
    });
    tbody.appendChild(tr);
  }
  table.appendChild(tbody);
  container.appendChild(table);
}

/**
 * The cell editor: an input over the cell, as typing in Excel. Enter writes what was typed (typed-input rules:
 * "420" a number, "=…" a formula) and Escape or leaving the cell keeps the cell as it was.
 */
export function openEditor(
  td: HTMLElement,
  initial: string,
  address: string,
  onEdit: (address: string, text: string) => void,
): HTMLInputElement {
  const input = document.createElement('input');
  input.className = 'cell-editor';
  input.setAttribute('data-editing', address);
  input.setAttribute('aria-label', address);
  input.value = initial;
  td.replaceChildren(input);
  input.focus();
  let done = false;
  const finish = (commit: boolean) => {
    if (done) return;
    done = true;
    const text = input.value;
    td.textContent = commit ? text : initial;
    if (commit) onEdit(address, text);
  };
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      finish(true);
    } else if (e.key === 'Escape') finish(false);
  });
  input.addEventListener('blur', () => finish(false));
  return input;
}

export const PREVIEW_CSS = `
.cell-editor { width: 100%; box-sizing: border-box; border: 2px solid var(--sel); font: inherit; padding: 0 2px;
  background: var(--cell); color: var(--fg); }
:root { color-scheme: light; --bg: #f5f5f5; --fg: #242424; --grid: #d6d6d6; --head: #ebebeb; --cell: #ffffff;
  --accent: #217346; --title: #217346; --thead: #217346; --theadfg: #ffffff; --band: #e9f3ec; --pane: #ffffff;
  --sel: #107c41; }
body.dark { color-scheme: dark; --bg: #1f1f1f; --fg: #f0f0f0; --grid: #3d3d3d; --head: #2b2b2b; --cell: #262626;
  --accent: #6ccb8f; --title: #185c37; --thead: #185c37; --theadfg: #ffffff; --band: #23352a; --pane: #292929;
  --sel: #6ccb8f; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg);
  font: 13px "Segoe UI", "Aptos", system-ui, sans-serif; }
.preview { display: flex; height: 100vh; }
.workbook { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; border-right: 1px solid var(--grid); }
.wb-title { padding: 6px 10px; font-weight: 600; background: var(--title); color: #fff; display: flex; gap: 12px;
  align-items: center; }
.wb-title label { font-weight: normal; margin-left: auto; }
.wb-title select { font: inherit; margin-left: 6px; }
.grid-wrap { flex: 1 1 auto; overflow: auto; background: var(--cell); }
.tabs { display: flex; gap: 2px; padding: 0 6px; background: var(--head); border-top: 1px solid var(--grid); overflow-x: auto; }
.tab { border: 0; border-bottom: 3px solid transparent; background: transparent; color: var(--fg); padding: 6px 12px;
  font: inherit; cursor: pointer; white-space: nowrap; }
.tab[aria-selected="true"] { border-bottom-color: var(--accent); font-weight: 600; background: var(--cell); }
.tab:focus-visible { outline: 2px solid var(--accent); }
.status { padding: 4px 10px; font-size: 12px; background: var(--head); border-top: 1px solid var(--grid); }
table.grid { border-collapse: collapse; table-layout: fixed; }
.grid th, .grid td { border: 1px solid var(--grid); padding: 1px 4px; height: 20px; overflow: hidden;
  white-space: nowrap; text-overflow: ellipsis; }
.grid th { background: var(--head); font-weight: normal; color: var(--fg); position: sticky; }
.grid thead th { top: 0; z-index: 2; text-align: center; }
.grid th.rowhead { left: 0; z-index: 1; text-align: right; min-width: 36px; }
.grid col.rowhead-col { width: 40px; }
.grid td.num { text-align: right; }
.grid td.bool { text-align: center; }
.grid td.error { color: #c50f1f; }
.grid td.table-header { background: var(--thead); color: var(--theadfg); font-weight: 600; }
.grid tr:nth-child(even) td.table-body { background: var(--band); }
.grid td.selected { outline: 2px solid var(--sel); outline-offset: -2px; }
#taskpane-root { flex: 0 0 360px; width: 360px; overflow: auto; background: var(--pane); }
@media (max-width: 800px) { .preview { flex-direction: column; } #taskpane-root { flex-basis: auto; width: auto; } }
.preview.pane-only { height: auto; }
.preview.pane-only .workbook { display: none; }
.preview.pane-only #taskpane-root { flex: 1 1 auto; width: 100%; overflow: visible; }
`;
