/**
 * An import into a workbook without an event sets the event up first (ImportView's importBridge and importProtocol,
 * through the pane's services, against the in-memory Excel host): its How to use sheet is written in the pane's
 * language, as the Event tab's set-up writes it, and in English only when no language is given.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { readResultsFile } from '../../../src/engine';
import { defaultServices, settingsFromFile } from '../../../src/taskpane/services';
import { importBridge, importProtocol } from '../../../src/taskpane/views/ImportView';
import { HOW_TO_SHEET, howToRows, type HowToLang } from '../../../src/workbook/tables/how-to';
import type { EventSettings } from '../../../src/workbook';

const FIXTURES = path.resolve(__dirname, '../../fixtures');
const traveller = () =>
  readResultsFile(fs.readFileSync(path.join(FIXTURES, 'individual/traveller.csv'), 'utf8'), 'traveller.csv');
const protocol = () =>
  readResultsFile(fs.readFileSync(path.join(FIXTURES, 'preferans/protocol.csv'), 'utf8'), 'protocol.csv');

let host: ExcelHost;
let office: InstalledOffice;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host);
});
afterEach(() => office.uninstall());

/** The How to use sheet is there in `lang` only, with the rows the set-up writes for the event's kind. */
function expectHowTo(settings: EventSettings, lang: HowToLang) {
  const sheet = HOW_TO_SHEET[lang];
  const others = (Object.keys(HOW_TO_SHEET) as HowToLang[]).filter((l) => l !== lang).map((l) => HOW_TO_SHEET[l]);
  expect(host.sheetNames()).toContain(sheet);
  for (const other of others) expect(host.sheetNames()).not.toContain(other);
  const rows = howToRows(settings, lang);
  expect(host.getValues(`'${sheet}'!A1:A${rows.length}`)).toEqual(rows);
}

describe('an import into an empty workbook writes the How to use sheet in the pane’s language', () => {
  it.each<HowToLang>(['pl', 'fr'])('a bridge file, pane in %s', async (lang) => {
    const read = traveller();
    const file = settingsFromFile(read, undefined);
    const { report } = await importBridge(defaultServices, read, file, 'add', false, undefined, lang);
    expect(report.read).toBe(read.event.entries.length);
    const { settings } = await defaultServices.readEvent();
    expect(settings.kind).toBe('individual');
    expectHowTo(settings, lang);
    // The sheet's second row is the kind's first step, which differs from the English one.
    expect(howToRows(settings, lang)[1][0]).not.toEqual(howToRows(settings, 'en')[1][0]);
  });

  it('a preferans protocol, pane in ru', async () => {
    const { created } = await importProtocol(defaultServices, protocol(), {}, undefined, 'ru');
    expect(created).toBe(true);
    const { settings } = await defaultServices.readPreferans();
    expect(settings.kind).toBe('preferans');
    expectHowTo(settings, 'ru');
  });

  it('without a language (a caller that gives none) the sheet stays English', async () => {
    const read = traveller();
    await importBridge(defaultServices, read, settingsFromFile(read, undefined), 'add', false);
    expectHowTo((await defaultServices.readEvent()).settings, 'en');
  });
});
