/**
 * Marks formula cells of an .xlsx file as dynamic arrays, so that Excel 365 spills their result instead of showing
 * only its first value (which it does for a formula stored the old way, as exceljs writes it).
 *
 * What Excel itself stores for a spilling formula (Office Open XML with the Microsoft 2017 dynamic-array
 * extension): the cell carries `cm="1"` (cell metadata record 1) and its formula is an array formula over the
 * anchor cell (`<f t="array" ref="A2">`); the workbook part `xl/metadata.xml` defines that record as the XLDAPR
 * type with `fDynamic="1"`, and the package lists the part in [Content_Types].xml and in the workbook's
 * relationships.
 */
import JSZip from 'jszip';

export interface SpillCells {
  /** Sheet name as the workbook names it. */
  sheet: string;
  /** Anchor cells ("A2"). */
  cells: readonly string[];
}

const METADATA_PART = 'xl/metadata.xml';
const METADATA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml';
const METADATA_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/sheetMetadata';
const DYNAMIC_ARRAY_EXT = '{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}';

/** The metadata part: one cell metadata record, of the dynamic-array type, saying "this formula spills". */
export const METADATA_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">' +
  '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" ' +
  'pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" ' +
  'coerce="1" cellMeta="1"/></metadataTypes>' +
  `<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="${DYNAMIC_ARRAY_EXT}">` +
  '<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>' +
  '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata>' +
  '</metadata>';

async function text(zip: JSZip, part: string): Promise<string> {
  const f = zip.file(part);
  if (!f) throw new Error(`the .xlsx has no part ${part}`);
  return f.async('string');
}

/** The worksheet part ("xl/worksheets/sheet7.xml") of a sheet name. */
function sheetPart(workbook: string, rels: string, name: string): string {
  const escaped = name.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const sheet = [...workbook.matchAll(/<sheet\b[^>]*>/g)].map((m) => m[0]).find((s) => s.includes(`name="${escaped}"`));
  const id = sheet && /\br:id="([^"]+)"/.exec(sheet)?.[1];
  if (!id) throw new Error(`the .xlsx has no sheet named '${name}'`);
  const rel = [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((r) => r.includes(`Id="${id}"`));
  const target = rel && /\bTarget="([^"]+)"/.exec(rel)?.[1];
  if (!target) throw new Error(`sheet '${name}' (${id}) has no part in the workbook's relationships`);
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** Turns `<c r="A2" …><f>…</f>` into a spilling formula cell; the cell must hold a formula. */
export function spillCell(sheetXml: string, cell: string, where: string): string {
  const re = new RegExp(`<c r="${cell}"([^>]*)><f>`);
  if (!re.test(sheetXml)) throw new Error(`${where}!${cell} holds no formula to spill`);
  return sheetXml.replace(re, (_m, attrs: string) => `<c r="${cell}"${attrs} cm="1"><f t="array" ref="${cell}">`);
}

/** The .xlsx bytes with the given cells marked as spilling formulas (the input unchanged when there are none). */
export async function markSpills(xlsx: Buffer, spills: readonly SpillCells[]): Promise<Buffer> {
  if (!spills.some((s) => s.cells.length)) return xlsx;
  const zip = await JSZip.loadAsync(xlsx);
  const workbook = await text(zip, 'xl/workbook.xml');
  const relsPart = 'xl/_rels/workbook.xml.rels';
  let rels = await text(zip, relsPart);
  for (const s of spills) {
    if (!s.cells.length) continue;
    const part = sheetPart(workbook, rels, s.sheet);
    let xml = await text(zip, part);
    for (const cell of s.cells) xml = spillCell(xml, cell, s.sheet);
    zip.file(part, xml);
  }
  const ids = [...rels.matchAll(/\bId="rId(\d+)"/g)].map((m) => Number(m[1]));
  const rid = `rId${Math.max(0, ...ids) + 1}`;
  rels = rels.replace(
    '</Relationships>',
    `<Relationship Id="${rid}" Type="${METADATA_REL}" Target="metadata.xml"/></Relationships>`,
  );
  zip.file(relsPart, rels);
  const typesPart = '[Content_Types].xml';
  const types = await text(zip, typesPart);
  zip.file(
    typesPart,
    types.replace('</Types>', `<Override PartName="/${METADATA_PART}" ContentType="${METADATA_TYPE}"/></Types>`),
  );
  zip.file(METADATA_PART, METADATA_XML);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
