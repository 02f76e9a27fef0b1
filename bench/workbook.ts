/**
 * Syncs and bytes per user action on a 5,000-result event (200 tables × 25 boards), through the workbook layer
 * on the in-memory Excel host: import the event, rescore it, rescore it again unchanged, apply a ruling and undo
 * it. The counts are what Office.js would send to Excel; they do not depend on the machine. `*-kb` is everything
 * transferred (the load of every table included), `*-sent-kb` what the action writes, `*-received-kb` (and `read
 * KB`) what it reads: a ruling and an undo read the Travellers' entered columns only when the kept fingerprint
 * vouches for the computed ones (src/workbook/tables/entered-read.ts).
 */
import { ExcelHost, installFakeOffice } from '../src/dev/host';
import { applyRuling, createEvent, importResults, rescoreEvent, undoRuling } from '../src/workbook';
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
    const again = await host.measure(() => rescoreEvent());
    const ruled = await host.measure(() =>
      applyRuling({ board: 7, table: 150 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' }),
    );
    const undone = await host.measure(() => undoRuling(ruled.result.logId));
    line('workbook-results', event.entries.length);
    line('import-syncs', imported.syncs);
    line('import-kb', imported.bytesTransferred / 1024);
    line('rescore-syncs', rescored.syncs);
    line('rescore-kb', rescored.bytesTransferred / 1024);
    line('rescore-sent-kb', rescored.bytesSent / 1024);
    line('rescore-again-syncs', again.syncs);
    line('rescore-again-sent-kb', again.bytesSent / 1024);
    line('ruling-syncs', ruled.syncs);
    line('ruling-kb', ruled.bytesTransferred / 1024);
    line('ruling-sent-kb', ruled.bytesSent / 1024);
    line('ruling-received-kb', ruled.bytesReceived / 1024);
    line('undo-syncs', undone.syncs);
    line('undo-sent-kb', undone.bytesSent / 1024);
    line('undo-received-kb', undone.bytesReceived / 1024);
    // The goal's figures (issue 16): what a ruling and its undo read from the workbook and send to it.
    line('ruling read KB', ruled.bytesReceived / 1024);
    line('ruling sent KB', ruled.bytesSent / 1024);
    line('undo read KB', undone.bytesReceived / 1024);
  } finally {
    office.uninstall();
  }
}
