/**
 * Every table a template writes is an entry of the workbook's shape lists (shape.ts), which the shape check reads
 * before every action: the bridge event's EVENT_SHAPE (pairs, Butler, teams, individual) and PREFERANS_SHAPE
 * (duplicate preferans). A preferans workbook whose Protocols column was renamed is refused, naming it.
 */
import { planEvent, type NewEventOptions } from '../../../src/workbook/tables/plan';
import { templateSheets } from '../../../src/workbook/tables/templates';
import { EVENT_SHAPE, PREFERANS_SHAPE, WorkbookShapeError } from '../../../src/workbook/tables/shape';
import { TEMPLATE_OPTIONS } from '../../../scripts/build-templates';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { createEvent } from '../../../src/workbook/office/setup';
import { rescorePreferans } from '../../../src/workbook/office/preferans';

describe.each(Object.keys(TEMPLATE_OPTIONS))('the %s template', (id) => {
  it('writes only tables of its shape list, with every required column', () => {
    const { settings, plan } = planEvent(TEMPLATE_OPTIONS[id as keyof typeof TEMPLATE_OPTIONS] as NewEventOptions);
    const shape = settings.kind === 'preferans' ? PREFERANS_SHAPE : EVENT_SHAPE;
    const tables = templateSheets(settings, plan).flatMap((s) => (s.table ? [{ sheet: s.name, ...s.table }] : []));
    expect(tables.length).toBeGreaterThanOrEqual(4);
    for (const t of tables) {
      const entry = shape.find((x) => x.table === t.name);
      expect([t.name, entry?.sheet]).toEqual([t.name, t.sheet]);
      for (const c of entry!.columns) expect([t.name, c, t.header.includes(c)]).toEqual([t.name, c, true]);
    }
    // Every table the list requires is written (the optional ones only by the kinds that have them).
    for (const x of shape.filter((s) => !s.optional)) expect(tables.map((t) => t.name)).toContain(x.table);
  });
});

describe('the preferans shape check', () => {
  let office: InstalledOffice;
  let host: ExcelHost;
  beforeEach(() => {
    host = new ExcelHost();
    host.addSheet('Sheet1');
    office = installFakeOffice(host);
  });
  afterEach(() => office.uninstall());

  it('refuses a Protocols table whose score column was renamed, and says how to mend it', async () => {
    await createEvent({ template: 'individual', movement: 'preferans', tables: 2, boards: 1 });
    // The fifth column (E) is score.
    host.typeValues('Protocols!E1', [['Score (points)']]);
    const err = await rescorePreferans().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkbookShapeError);
    expect((err as Error).message).toBe(
      "the Protocols table has no column 'score' (a column is named 'Score (points)'): rename it back to 'score'",
    );
  });
});
