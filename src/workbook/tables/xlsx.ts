/**
 * Writes an event template (templates.ts) to an .xlsx file with exceljs, for the templates shipped under
 * assets/templates/ (Node only: the pane never imports this module).
 */
import ExcelJS from 'exceljs';
import { type Cell, TABLES, topLeft } from './schema';
import type { SheetSpec } from './templates';
import { KEPT_SHEET } from './kept-inputs';

function cellValue(v: Cell): ExcelJS.CellValue {
  if (typeof v === 'string' && v.startsWith('=')) return { formula: v.slice(1) } as ExcelJS.CellFormulaValue;
  return v === '' ? null : v;
}

/** The workbook of a template, ready to be written with `workbook.xlsx.writeFile(path)`. */
export function templateWorkbook(sheets: readonly SheetSpec[]): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const ws = wb.addWorksheet(spec.name);
    spec.formulas?.forEach((row, r) => row.forEach((v, c) => (ws.getCell(r + 1, c + 1).value = cellValue(v))));
    for (const f of spec.formats ?? []) {
      const [from, to = from] = f.range.split(':').map((a) => topLeft(a));
      for (let r = from.row; r <= to.row; r++) {
        for (let c = from.col; c <= to.col; c++) ws.getCell(r, c + 1).numFmt = f.format;
      }
    }
    const t = spec.table;
    if (!t) continue;
    ws.addTable({
      name: t.name,
      ref: `A${t.row ?? 1}`,
      headerRow: true,
      style: { theme: 'TableStyleLight9', showRowStripes: true },
      columns: t.header.map((name) => ({ name, filterButton: true })),
      rows: (t.rows.length ? t.rows : [t.header.map(() => '')]).map((row) => row.map((v) => cellValue(v))),
    });
    t.header.forEach((h, c) => {
      if (t.text.includes(h)) ws.getColumn(c + 1).numFmt = '@';
    });
    ws.views = [{ state: 'frozen', ySplit: t.row ?? 1 }];
  }
  // The kept figure inputs' sheet of a bridge event, empty and very hidden, as the pane's new event has it
  // (tables/kept-inputs.ts).
  if (sheets.some((s) => s.table?.name === TABLES.travellers)) wb.addWorksheet(KEPT_SHEET, { state: 'veryHidden' });
  return wb;
}
