/**
 * The preview page shell: the in-memory workbook drawn on the left, the task pane on the right (`#taskpane-root`),
 * the fake Office globals installed, and the drawing kept live through the host's change notifications.
 *
 * Query parameters: `?lang=pl-PL` (Office.context.displayLanguage), `?theme=dark`, `?delay=150` (ms per sync,
 * to see progress indicators), `?layout=pane` (the pane alone, as wide as the window: the pane as Excel shows it,
 * for the narrow-pane test; the workbook is still there, only not drawn).
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../host';
import { chooseSheet, openEditor, PREVIEW_CSS, renderGrid, renderTabs, type WorkbookViewState } from './render';
import { seedSampleWorkbook } from './sample-workbook';

export interface PreviewOptions {
  /** Where to build the page; default document.body. */
  root?: HTMLElement;
  displayLanguage?: string;
  theme?: 'light' | 'dark';
  /** Delay per sync in ms. */
  syncDelayMs?: number;
  /** Requirement sets of the Excel the preview plays (default: what manifest.xml declares). */
  requirementSets?: Record<string, string>;
  /** 'pane': the pane alone over the whole window (the workbook is not drawn). */
  layout?: 'pane';
  /** Controls shown in the workbook's title bar (the preview page's choice of sample event). */
  titleControls?: HTMLElement[];
}

export interface PreviewHandle {
  host: ExcelHost;
  office: InstalledOffice;
  /** The element the pane was mounted in. */
  pane: HTMLElement;
  /** Redraws now (normally automatic on every change). */
  render(): void;
  /** Shows a sheet, as clicking its tab does. */
  showSheet(name: string): void;
}

declare global {
  interface Window {
    /** The running preview, for browser tests: `page.evaluate(() => window.__preview.host.counters.syncs)`. */
    __preview?: PreviewHandle;
  }
}

function optionsFromUrl(): PreviewOptions {
  const q = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  const delay = Number(q.get('delay'));
  // `?excelApi=1.14`: a newer Excel than the manifest asks for (the ExcelApi version it supports).
  const api = q.get('excelApi');
  return {
    ...(api && /^1\.\d{1,2}$/.test(api) ? { requirementSets: { ExcelApi: api } } : {}),
    displayLanguage: q.get('lang') ?? undefined,
    theme: q.get('theme') === 'dark' ? 'dark' : q.get('theme') === 'light' ? 'light' : undefined,
    syncDelayMs: Number.isFinite(delay) && delay > 0 ? delay : undefined,
    layout: q.get('layout') === 'pane' ? 'pane' : undefined,
  };
}

function status(host: ExcelHost): string {
  const c = host.counters;
  return `Syncs: ${c.syncs} · Excel.run: ${c.runs} · Sent: ${c.bytesSent} B · Received: ${c.bytesReceived} B`;
}

/**
 * Builds the page, installs the host (seeded by `seed`, or with the sample event), draws the workbook and calls
 * `mountPane` with `#taskpane-root`. Import the pane inside `mountPane` (dynamic import) when its modules use
 * `Office` at load time, so they load after the globals exist.
 */
export async function startPreview(
  mountPane: (el: HTMLElement) => void | Promise<void>,
  seed?: (host: ExcelHost) => void,
  options: PreviewOptions = {},
): Promise<PreviewHandle> {
  const opts = { ...optionsFromUrl(), ...options };
  const host = new ExcelHost({
    syncDelayMs: opts.syncDelayMs,
    workbookName: 'Preview.xlsx',
    ...(opts.requirementSets ? { requirementSets: opts.requirementSets } : {}),
  });
  (seed ?? seedSampleWorkbook)(host);
  const office = installFakeOffice(host, {
    displayLanguage: opts.displayLanguage ?? 'en-US',
    theme: opts.theme ?? 'light',
  });

  const root = opts.root ?? document.body;
  const style = document.createElement('style');
  style.textContent = PREVIEW_CSS;
  document.head.appendChild(style);
  document.body.classList.toggle('dark', opts.theme === 'dark');

  const layout = document.createElement('div');
  layout.className = opts.layout === 'pane' ? 'preview pane-only' : 'preview';
  const workbook = document.createElement('section');
  workbook.className = 'workbook';
  workbook.setAttribute('aria-label', 'Workbook');
  const title = document.createElement('div');
  title.className = 'wb-title';
  title.textContent = host.workbookName;
  if (opts.titleControls?.length) title.append(...opts.titleControls);
  const grid = document.createElement('div');
  grid.className = 'grid-wrap';
  const tabs = document.createElement('div');
  tabs.className = 'tabs';
  tabs.setAttribute('role', 'tablist');
  tabs.setAttribute('aria-label', 'Sheets');
  const bar = document.createElement('div');
  bar.className = 'status';
  bar.setAttribute('aria-live', 'polite');
  bar.id = 'preview-status';
  workbook.append(title, grid, tabs, bar);
  let pane = document.getElementById('taskpane-root');
  if (!pane) {
    pane = document.createElement('aside');
    pane.id = 'taskpane-root';
  }
  pane.setAttribute('aria-label', pane.getAttribute('aria-label') ?? 'Task pane');
  layout.append(workbook, pane);
  root.appendChild(layout);

  const state: WorkbookViewState = { sheet: undefined, selected: undefined };
  const draw = () => {
    // While a cell is being edited the grid stays as it is (a redraw would drop what is being typed).
    if (grid.querySelector('input.cell-editor')) {
      setTimeout(draw, 100);
      return;
    }
    state.sheet = chooseSheet(host, state.sheet);
    renderTabs(host, tabs, state, (name) => handle.showSheet(name));
    renderGrid(
      host,
      grid,
      state,
      (address) => {
        state.selected = address;
        host.select(address);
        draw();
      },
      // Typing into a cell, as a user in Excel: change events fire, a row just below a table extends it.
      (address, text) => {
        host.typeValues(address, [[text]]);
        draw();
      },
    );
    bar.textContent = status(host);
  };
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      draw();
    }, 0);
  };
  host.onChange(schedule);
  // Typing on a selected cell opens the editor with that character, F2 with the cell's content.
  grid.addEventListener('keydown', (e) => {
    if (!state.selected || (e.target as HTMLElement).tagName === 'INPUT') return;
    const td = grid.querySelector<HTMLElement>(`td[data-address="${state.selected}"]`);
    if (!td) return;
    const typed = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    if (!typed && e.key !== 'F2') return;
    e.preventDefault();
    const start = typed ? e.key : (td.getAttribute('data-formula') ?? td.textContent ?? '');
    openEditor(td, start, state.selected, (address, text) => {
      host.typeValues(address, [[text]]);
      draw();
    });
  });
  grid.tabIndex = 0;
  // Reads change no cells but do change the counters.
  setInterval(() => (bar.textContent = status(host)), 500);

  const handle: PreviewHandle = {
    host,
    office,
    pane,
    render: draw,
    showSheet(name: string) {
      state.sheet = name;
      host.activate(name);
      draw();
    },
  };
  window.__preview = handle;
  draw();
  await mountPane(pane);
  return handle;
}
