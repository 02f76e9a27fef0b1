/**
 * Syncs and bytes per user action on a 5,000-result event (200 tables × 25 boards), through the workbook layer
 * on the in-memory Excel host: import the event, rescore it, apply a ruling. The counts are what Office.js would
 * send to Excel; they do not depend on the machine.
 */
import { ExcelHost, installFakeOffice } from '../src/dev/host';
import { applyRuling, createEvent, importResults, rescoreEvent } from '../src/workbook';
import type { EventData } from '../src/engine/model/types';
import { line } from './timing';

export async function workbookBench(event: EventData): Promise<void> {
  const host = new ExcelHost();
  host.addSheet('Sheet1');
  const office = installFakeOffice(host, { displayLanguage: 'en-US' });
  try {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1, empty: true });
    const imported = await host.measure(() => importResults(event));
    const rescored = await host.measure(() => rescoreEvent());
    const ruled = await host.measure(() =>
      applyRuling({ board: 7, table: 150 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' }),
    );
    line('workbook-results', event.entries.length);
    line('import-syncs', imported.syncs);
    line('import-kb', imported.bytesTransferred / 1024);
    line('rescore-syncs', rescored.syncs);
    line('rescore-kb', rescored.bytesTransferred / 1024);
    line('ruling-syncs', ruled.syncs);
    line('ruling-kb', ruled.bytesTransferred / 1024);
  } finally {
    office.uninstall();
  }
}
