/**
 * `score FILE.bws`: a Bridgemate database holds what the table devices sent, one event per section. Each section
 * is scored on its own; what the reader and the checks of the results found (rows sent twice, erased rows,
 * impossible and suspicious lines) is printed on stderr, one line each.
 */
import type { Preset, ReadResult } from '../engine';
import { BridgeInputError, bwsSectionResult, bwsSummary, checkTableResults, readBws } from '../engine';
import type { BwsRead, BwsSection } from '../engine';
import type { CliIo } from './io';
import { scoreCsv, scoreJson, scoreRead, scoreText } from './score';

export interface BwsScoreOptions {
  section?: string;
  csv?: boolean;
  json?: boolean;
  tables?: number;
  form?: ReadResult['event']['form'];
}

/** The sections to score: the one --section names, else all of them. */
function chosen(read: BwsRead, section: string | undefined): BwsSection[] {
  if (section === undefined) return read.sections;
  const s = read.sections.find((x) => x.letter.toUpperCase() === section.trim().toUpperCase());
  if (!s) {
    throw new BridgeInputError(
      `${read.file}: has no section '${section}' (sections: ${read.sections.map((x) => x.letter).join(', ')})`,
    );
  }
  return [s];
}

/** What the reader found and what the checks say about a section, one line each. */
export function bwsReport(read: BwsRead, section: BwsSection): string[] {
  const out: string[] = [];
  const head = `${read.file} section ${section.letter}`;
  for (const r of section.erased)
    out.push(`${head}: row ${r.id} (board ${r.board} table ${r.table}) was erased: left out`);
  const issues = [
    ...section.issues,
    ...checkTableResults(section.event.entries, {
      ...(section.tables !== undefined ? { tables: section.tables } : {}),
      ...(section.movementFrom === 'RoundData' ? { movement: section.movement } : {}),
    }).filter((i) => i.code !== 'impossible-result' || !section.issues.some((j) => j.line === i.line)),
  ];
  for (const i of issues) out.push(`${i.severity}: ${head}, ${i.message}`);
  return out;
}

export function scoreBws(bytes: Uint8Array, file: string, preset: Preset, o: BwsScoreOptions, io: CliIo): number {
  const read = readBws(bytes, { file, ...(o.form ? { form: o.form } : {}) });
  const sections = chosen(read, o.section);
  if (!sections.length) throw new BridgeInputError(`${file}: holds no section and no result`);
  if ((o.csv || o.json) && sections.length > 1) {
    throw new BridgeInputError(
      `${file}: has ${sections.length} sections (${sections.map((s) => s.letter).join(', ')}): give --section for --csv or --json`,
    );
  }
  io.stderr(`${bwsSummary(read)}\n`);
  for (const w of read.warnings) io.stderr(`note: ${w}\n`);
  sections.forEach((section, k) => {
    for (const line of bwsReport(read, section)) io.stderr(`${line}\n`);
    const r = bwsSectionResult(read, section);
    if (o.tables !== undefined) r.event.expectedResults = o.tables;
    const note = `preset ${preset.id}`;
    if (o.csv) {
      // One row per result that stands: the lines the devices sent that can be scored.
      const keep = r.event.entries.map((e, i) => (e.status === 'played' ? i : -1)).filter((i) => i >= 0);
      const s = scoreRead(r, preset);
      const event = { ...r.event, entries: keep.map((i) => r.event.entries[i]) };
      io.stdout(scoreCsv({ ...s, read: { ...r, event }, entries: keep.map((i) => s.entries[i]) }));
    } else if (o.json) {
      io.stdout(scoreJson(scoreRead(r, preset), note));
    } else {
      if (k > 0) io.stdout('\n');
      io.stdout(scoreText(scoreRead(r, preset), note));
    }
  });
  return 0;
}
