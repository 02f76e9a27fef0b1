/**
 * The Live sheet's formula is stored in the shipped pairs template as Excel stores a spilling formula (cell
 * metadata record 1 of the dynamic-array type, array formula anchored on the cell), so that Excel 365 spills the
 * ranking instead of showing its first value; so are the other templates' live sheets.
 */
import * as fs from 'fs';
import * as path from 'path';
import JSZip from 'jszip';
import { markSpills, spillCell } from '../../../scripts/spill-cells';

const DIR = path.resolve(__dirname, '../../../assets/templates');

async function parts(file: string): Promise<JSZip> {
  return JSZip.loadAsync(fs.readFileSync(path.join(DIR, file)));
}

describe('spilling formulas in the .xlsx templates', () => {
  it('pairs.xlsx: Live!A2 is a dynamic array, and the package declares the metadata part', async () => {
    const zip = await parts('pairs.xlsx');
    const workbook = await zip.file('xl/workbook.xml')!.async('string');
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    const id = /<sheet [^>]*name="Live"[^>]*r:id="([^"]+)"/.exec(workbook)![1];
    const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)![1];
    const sheet = await zip.file(`xl/${target}`)!.async('string');
    expect(sheet).toMatch(/<c r="A2" cm="1"><f t="array" ref="A2">BRIDGE\.SESSION_RESULTS\(Travellers\[board\],/);
    // Only that cell: no other cell carries cell metadata.
    expect(sheet.match(/ cm="/g)).toHaveLength(1);
    const metadata = await zip.file('xl/metadata.xml')!.async('string');
    expect(metadata).toContain('<metadataType name="XLDAPR"');
    expect(metadata).toContain('<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/>');
    expect(metadata).toContain('<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata>');
    expect(rels).toMatch(/Type="[^"]*\/relationships\/sheetMetadata" Target="metadata.xml"/);
    const types = await zip.file('[Content_Types].xml')!.async('string');
    expect(types).toContain('PartName="/xl/metadata.xml"');
  });

  it('teams.xlsx: A2 of Board IMPs, Match results and Standings are dynamic arrays, and nothing else', async () => {
    const zip = await parts('teams.xlsx');
    const workbook = await zip.file('xl/workbook.xml')!.async('string');
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    let marked = 0;
    for (const [name, fn] of [
      ['Board IMPs', 'TEAM_BOARDS'],
      ['Match results', 'TEAM_MATCHES'],
      ['Standings', 'TEAM_STANDINGS'],
    ]) {
      const id = new RegExp(`<sheet [^>]*name="${name}"[^>]*r:id="([^"]+)"`).exec(workbook)![1];
      const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)![1];
      const sheet = await zip.file(`xl/${target}`)!.async('string');
      expect(sheet).toMatch(new RegExp(`<c r="A2" cm="1"><f t="array" ref="A2">BRIDGE\\.${fn}\\(Matches\\[round\\],`));
      marked += (sheet.match(/ cm="/g) ?? []).length;
    }
    expect(marked).toBe(3);
    expect(zip.file('xl/metadata.xml')).not.toBeNull();
  });

  it.each([
    [
      'butler.xlsx',
      [
        ['Live', 'SESSION_RESULTS'],
        ['Datums', 'SESSION_DATUMS'],
        ['Line IMPs', 'SESSION_SCORES'],
      ],
    ],
    ['individual.xlsx', [['Live', 'INDIVIDUAL_RESULTS']]],
    ['preferans.xlsx', [['Live', 'PREFERANS_RESULTS']]],
  ])('%s: the live sheets’ A2 are dynamic arrays, and nothing else', async (file, sheets) => {
    const zip = await parts(file);
    const workbook = await zip.file('xl/workbook.xml')!.async('string');
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    let marked = 0;
    for (const [name, fn] of sheets) {
      const id = new RegExp(`<sheet [^>]*name="${name}"[^>]*r:id="([^"]+)"`).exec(workbook)![1];
      const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)![1];
      const sheet = await zip.file(`xl/${target}`)!.async('string');
      expect(sheet).toMatch(new RegExp(`<c r="A2"[^>]* cm="1"><f t="array" ref="A2">BRIDGE\\.${fn}\\(`));
      marked += (sheet.match(/ cm="/g) ?? []).length;
    }
    expect([file, marked]).toEqual([file, sheets.length]);
    expect(zip.file('xl/metadata.xml')).not.toBeNull();
  });

  it('a cell without a formula cannot be marked, and says which', () => {
    expect(() => spillCell('<c r="A2" t="s"><v>0</v></c>', 'A2', 'Live')).toThrow('Live!A2 holds no formula to spill');
    expect(spillCell('<c r="B3" s="1"><f>SEQUENCE(3)</f></c>', 'B3', 'S')).toBe(
      '<c r="B3" s="1" cm="1"><f t="array" ref="B3">SEQUENCE(3)</f></c>',
    );
  });

  it('a sheet the file does not have is named', async () => {
    const bytes = fs.readFileSync(path.join(DIR, 'teams.xlsx'));
    await expect(markSpills(bytes, [{ sheet: 'Nowhere', cells: ['A1'] }])).rejects.toThrow("no sheet named 'Nowhere'");
    // Nothing to mark: the bytes come back as they were.
    expect(await markSpills(bytes, [{ sheet: 'Live', cells: [] }])).toBe(bytes);
  });
});
