/**
 * The add-in's Office dialog on the in-memory host: the pane opens dialog.html with displayDialogAsync, the dialog
 * page says it is ready, the pane sends the page in chunks with messageChild, the dialog puts it together, shows it
 * and says so. The host refuses what Office refuses (another domain, plain http for an https add-in, two at once).
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { dialogAvailable, showInDialog } from '../../../src/workbook/office/dialog';
import { runDialogPage } from '../../../src/workbook/office/dialog-page';
import {
  CHUNK_SIZE,
  DialogReceiver,
  toDialogMessages,
  type DialogPayload,
} from '../../../src/workbook/tables/dialog-protocol';

let office: InstalledOffice;
beforeEach(() => {
  office = installFakeOffice(new ExcelHost(), { addinOrigin: 'https://localhost:3000' });
});
afterEach(() => office.uninstall());

const page = '<!DOCTYPE html><html lang="pl"><body>' + 'x'.repeat(2 * CHUNK_SIZE + 5) + '</body></html>';
const payload: DialogPayload = { mode: 'print', text: page, fileName: 'Club.html', mime: 'text/html', lang: 'pl' };

test('the messages carry the whole page in chunks and in order', () => {
  const messages = toDialogMessages(payload);
  // begin + ceil((2·30000 + 5 + 52) / 30000) = 3 chunks + end.
  expect(messages).toHaveLength(5);
  const r = new DialogReceiver();
  const got = messages.map((m) => r.push(m));
  expect(got.slice(0, -1)).toEqual([undefined, undefined, undefined, undefined]);
  expect(got[4]).toEqual(payload);
  expect(() => new DialogReceiver().push(messages[1])).toThrow(/before 'begin'/);
  const partial = new DialogReceiver();
  partial.push(messages[0]);
  expect(() => partial.push(messages[4])).toThrow(/missing chunks 0, 1, 2/);
});

test('the pane hands the page to the dialog page through the dialog messages', async () => {
  expect(dialogAvailable()).toBe(true);
  const shown: DialogPayload[] = [];
  const done = showInDialog(payload, 'https://localhost:3000/dialog.html');
  const dialog = office.office._fake.dialogs[0];
  expect(dialog.url).toBe('https://localhost:3000/dialog.html');
  await runDialogPage(dialog.child as unknown as typeof Office, (p) => shown.push(p));
  await done;
  expect(shown).toEqual([payload]);
  expect(dialog.toParent.map((m) => JSON.parse(m).type)).toEqual(['ready', 'shown']);
  expect(dialog.toChild).toEqual(toDialogMessages(payload));
  expect(office.calls).toContain('ui.displayDialogAsync https://localhost:3000/dialog.html');
});

test('Close in the dialog closes it; closing it by hand before it showed anything rejects', async () => {
  let close: () => void = () => undefined;
  const done = showInDialog(payload, 'https://localhost:3000/dialog.html');
  const dialog = office.office._fake.dialogs[0];
  await runDialogPage(dialog.child as unknown as typeof Office, (_p, c) => (close = c));
  await done;
  close();
  await new Promise((r) => setTimeout(r, 5));
  expect(dialog.closed).toBe(true);

  const again = showInDialog(payload, 'https://localhost:3000/dialog.html');
  await new Promise((r) => setTimeout(r, 5));
  office.office._fake.dialogs[1].userClose();
  await expect(again).rejects.toThrow(/closed/);
});

test('another domain, plain http and a second dialog are refused as Office refuses them', async () => {
  await expect(showInDialog(payload, 'https://example.org/dialog.html')).rejects.toThrow(/not on the add-in's domain/);
  await expect(showInDialog(payload, 'http://localhost:3000/dialog.html')).rejects.toThrow(/domain|HTTPS/);
  void showInDialog(payload, 'https://localhost:3000/dialog.html');
  await expect(showInDialog(payload, 'https://localhost:3000/dialog.html')).rejects.toThrow(/already open/);
});

test('without DialogApi 1.2 (messageChild) the pane does not use the dialog', () => {
  office.uninstall();
  office = installFakeOffice(new ExcelHost({ requirementSets: { DialogApi: '1.1' } }));
  expect(dialogAvailable()).toBe(false);
});
