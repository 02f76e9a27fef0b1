/** The traveller line the director has selected in Excel (one sync). */
import { addressColumns } from '../tables/address';
import { COMPUTED_COLUMNS, type Cell, SHEETS, TABLES, type TravellerColumn, cellText, topLeft } from '../tables/schema';
import { type Runner, excelRun } from './excel';

/** Worksheet row of the selected cell when it is on the Travellers sheet below the header; otherwise undefined. */
export async function selectedTravellerRow(run: Runner = excelRun): Promise<number | undefined> {
  return run(async (context) => {
    const range = context.workbook.getSelectedRange().load('address');
    await context.sync();
    const at = topLeft(range.address);
    if (at.sheet.toLowerCase() !== SHEETS.travellers.toLowerCase() || at.row < 2) return undefined;
    return at.row;
  });
}

/**
 * Calls `onRow` with the worksheet row whenever the user selects a cell of the Travellers sheet below the header
 * (one sync to register). Returns the function that stops listening.
 */
export async function onTravellerSelection(
  onRow: (row: number) => void,
  run: Runner = excelRun,
): Promise<() => Promise<void>> {
  return run(async (context) => {
    const sheet = context.workbook.worksheets.getItem(SHEETS.travellers);
    const handler = sheet.onSelectionChanged.add(async (args: Excel.WorksheetSelectionChangedEventArgs) => {
      const row = topLeft(args.address).row;
      if (row >= 2) onRow(row);
    });
    await context.sync();
    return async () => {
      await Excel.run(handler.context, async (ctx) => {
        handler.remove();
        await ctx.sync();
      });
    };
  });
}

/**
 * Calls `onEdit` when the user (not another co-author, whose own pane does the same) changes a cell of the
 * Travellers sheet outside the columns the engine computes, so that the pane can rescore what was typed; `typed`
 * when Excel vouches that the change is not this add-in's own write. One sync to find the computed columns and
 * register; returns the function that stops listening.
 */
export async function onTravellerEdits(
  onEdit: (address: string, typed: boolean) => void,
  run: Runner = excelRun,
): Promise<() => Promise<void>> {
  // An Excel of ExcelApi 1.14 says which changes are this add-in's own writes (a rescore, a ruling): those are not
  // edits, and every other is the user's (`typed`). An older one does not: the pane tells its own writes by when
  // they come (autoRescore.ts).
  const tells = tellsOwnWrites();
  return run(async (context) => {
    const sheet = context.workbook.worksheets.getItem(SHEETS.travellers);
    const header = sheet.tables.getItem(TABLES.travellers).getHeaderRowRange().load(['values', 'address']);
    // Worksheet columns the engine writes: known once the header is read, before any event can arrive.
    let computed = new Set<number>();
    const handler = sheet.onChanged.add(async (args: Excel.WorksheetChangedEventArgs) => {
      if (args.source === Excel.EventSource.remote) return;
      // The check written out where the 1.14 member is read, for the manifest's requirement-set scan.
      const office = typeof Office === 'undefined' ? undefined : Office;
      if (office?.context?.requirements?.isSetSupported('ExcelApi', '1.14')) {
        if (args.triggerSource === 'ThisLocalAddin') return;
      }
      let span: { first: number; last: number };
      try {
        span = addressColumns(args.address);
      } catch {
        return;
      }
      for (let c = span.first; c <= span.last; c++) if (!computed.has(c)) return onEdit(args.address, tells);
    });
    await context.sync();
    const offset = topLeft(header.address).col;
    computed = new Set(
      (header.values[0] as Cell[])
        .map((h, i) => (COMPUTED_COLUMNS.includes(cellText(h) as TravellerColumn) ? offset + i : -1))
        .filter((i) => i >= 0),
    );
    return async () => {
      await Excel.run(handler.context, async (ctx) => {
        handler.remove();
        await ctx.sync();
      });
    };
  });
}

/**
 * Whether this Excel says which changes are this add-in's own writes (WorksheetChangedEventArgs.triggerSource,
 * ExcelApi 1.14), so that no edit the user types while the pane works is taken for one of them.
 */
export function tellsOwnWrites(): boolean {
  const office = typeof Office === 'undefined' ? undefined : Office;
  return !!office?.context?.requirements?.isSetSupported('ExcelApi', '1.14');
}
