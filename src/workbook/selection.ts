/** The traveller line the director has selected in Excel (one sync). */
import { type Runner, excelRun } from './excel';
import { SHEETS, topLeft } from './schema';

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
