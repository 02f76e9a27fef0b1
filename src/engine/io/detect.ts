/**
 * Which format a results file is in (PBN, USEBIO, CSV traveller, preferans protocol CSV), which program wrote
 * it, and which preset matches that program. readResultsFile reads any of them.
 *
 * A CSV traveller whose header names the four players by seat (columns n, e, s, w, or north, east, south,
 * west) instead of the pairs (ns, ew) is a bridge individual: each line carries its four players, and the
 * event's contestants are the players.
 */
import type { EventKind, ScoringForm, Seat, SourceRef } from '../model/types';
import { presetForProgramName, type ProgramMatch } from '../presets';
import { bwsSectionResult, isBws, readBws } from './bws';
import type { FileFormat, ReadResult } from './check';
import { emptyValues } from './check';
import { readCsv, splitCsv, type CsvReadOptions } from './csv';
import { decodeText, inputError, unguardCell } from './fields';
import { readPbn } from './pbn';
import { isPreferansHeader, readPreferansProtocol } from './preferans-csv';
import { readUsebio } from './usebio';

/**
 * Format from the content (the extension only breaks a tie): XML with a USEBIO root → usebio; `%` escape
 * lines or `[Tag "value"]` pairs → pbn; a header row with a seat and a player column → preferans-csv;
 * otherwise csv.
 */
export function detectFormat(text: string, fileName = ''): FileFormat {
  const head = text.replace(/^\uFEFF/, '').slice(0, 4096);
  const firstLine =
    head
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  if (/<USEBIO[\s>]/i.test(head) || (firstLine.startsWith('<?xml') && !/\.pbn$/i.test(fileName))) return 'usebio';
  if (firstLine.startsWith('%') || /^\[[A-Za-z0-9_]+\s+"/.test(firstLine)) return 'pbn';
  if (/\.xml$/i.test(fileName)) return 'usebio';
  if (/\.pbn$/i.test(fileName)) return 'pbn';
  if (isPreferansHeader(text)) return 'preferans-csv';
  return 'csv';
}

/**
 * Preset and program profile that the program which wrote a file follows, or undefined for an unknown program
 * (the program profiles and authority presets say which names they answer to).
 */
export function presetForProgram(program: string | undefined): ProgramMatch | undefined {
  return presetForProgramName(program);
}

export interface ReadFileOptions {
  /** Force a format instead of detecting it. */
  format?: FileFormat;
  /** Scoring form for formats that do not say (CSV); overrides what a file says when given. */
  form?: ScoringForm;
  kind?: EventKind;
  /** A Bridgemate .bws with several sections: the letter of the one to read. */
  section?: string;
}

/** Reads a results file of any supported format. Errors are BridgeInputErrors naming file, line and field. */
export function readResultsFile(
  bytes: Uint8Array | string,
  fileName: string,
  options: ReadFileOptions = {},
): ReadResult {
  if (options.format === 'bws' || (options.format === undefined && typeof bytes !== 'string' && isBws(bytes))) {
    if (typeof bytes === 'string')
      throw inputError('a .bws is a database: give its bytes, not text', { file: fileName });
    return readBwsSection(bytes, fileName, options);
  }
  if (/\.bws$/i.test(fileName) && !options.format) {
    throw inputError('is not a Bridgemate .bws file (an Access database starts with "Standard Jet DB")', {
      file: fileName,
    });
  }
  const text = typeof bytes === 'string' ? bytes : decodeText(bytes, fileName).text;
  const format = options.format ?? detectFormat(text, fileName);
  let result: ReadResult;
  switch (format) {
    case 'pbn':
      result = readPbn(bytes, { file: fileName });
      break;
    case 'usebio':
      result = readUsebio(bytes, { file: fileName });
      break;
    case 'csv':
      result = readTravellerCsv(bytes, {
        file: fileName,
        ...(options.form ? { form: options.form } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
      });
      break;
    case 'preferans-csv': {
      if (options.form && options.form !== 'mp') {
        throw inputError(`a preferans protocol is scored in matchpoints, not '${options.form}'`, { file: fileName });
      }
      const protocol = readPreferansProtocol(bytes, fileName);
      const players = [...new Set(protocol.lines.flatMap((l) => l.players))];
      result = {
        format: 'preferans-csv',
        file: fileName,
        ...(protocol.encoding ? { encoding: protocol.encoding } : {}),
        event: { kind: 'preferans', form: 'mp', contestants: players.map((id) => ({ id })), entries: [] },
        values: emptyValues(),
        meta: {},
        boardInfo: {},
        warnings: [],
        preferans: protocol,
      };
      break;
    }
    default:
      throw inputError(
        `'${String(format)}' is not a file format (pbn, usebio, csv, preferans-csv, bws)`,
        { file: fileName },
        format,
      );
  }
  if (options.form) result.event.form = options.form;
  return result;
}

/** One section of a .bws: the only one, or the one `options.section` names. */
function readBwsSection(bytes: Uint8Array, fileName: string, options: ReadFileOptions): ReadResult {
  const read = readBws(bytes, { file: fileName, ...(options.form ? { form: options.form } : {}) });
  if (!read.sections.length) throw inputError('holds no section and no result', { file: fileName });
  const letters = read.sections.map((s) => s.letter);
  const wanted = options.section?.trim().toUpperCase();
  const section =
    wanted !== undefined
      ? read.sections.find((s) => s.letter.toUpperCase() === wanted)
      : read.sections.length === 1
        ? read.sections[0]
        : undefined;
  if (!section) {
    throw inputError(
      wanted !== undefined
        ? `has no section '${options.section}' (sections: ${letters.join(', ')})`
        : `has ${letters.length} sections (${letters.join(', ')}): name the one to read`,
      { file: fileName },
    );
  }
  const result = bwsSectionResult(read, section);
  if (options.kind) result.event.kind = options.kind;
  return result;
}

/** Header names of the player-by-seat columns of an individual traveller. */
const SEAT_COLUMNS: Record<string, Seat> = {
  n: 'N',
  north: 'N',
  e: 'E',
  east: 'E',
  s: 'S',
  south: 'S',
  w: 'W',
  west: 'W',
};
const SEAT_NAMES: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };
const PAIR_COLUMNS = new Set(['ns', 'ew', 'n-s', 'e-w', 'ns_pair', 'ew_pair']);

/**
 * Reads a CSV traveller: a pairs (or teams) traveller with ns, ew columns, or a bridge individual whose
 * players are named by seat in columns n, e, s, w. The rest of the row is read by the CSV traveller reader.
 */
export function readTravellerCsv(input: string | Uint8Array, options: CsvReadOptions = {}): ReadResult {
  const file = options.file ?? 'input.csv';
  const decoded = typeof input === 'string' ? { text: input, encoding: undefined } : decodeText(input, file);
  const text = decoded.text.replace(/^\uFEFF/, '');
  // The header alone decides between a pairs and an individual traveller: a pairs file is split once, by readCsv.
  const first = splitCsv(text, file, undefined, 1);
  const separator = first.separator;
  const header = first.records[0];
  const seatIndex = new Map<Seat, number>();
  const pairColumns: string[] = [];
  header?.fields.forEach((h, k) => {
    const name = h.trim().toLowerCase();
    const seat = SEAT_COLUMNS[name];
    if (seat) {
      if (seatIndex.has(seat)) {
        throw inputError(`the ${SEAT_NAMES[seat]} player appears twice in the header`, {
          file,
          line: header.line,
          field: h.trim(),
        });
      }
      seatIndex.set(seat, k);
    }
    if (PAIR_COLUMNS.has(name)) pairColumns.push(h.trim());
  });
  if (!header || seatIndex.size === 0) return readCsv(input, options);
  const { records } = splitCsv(text, file, separator);

  const where = { file, line: header.line };
  const missing = (['N', 'E', 'S', 'W'] as const).filter((s) => !seatIndex.has(s));
  if (missing.length) {
    throw inputError(
      `an individual traveller names all four players: column ${missing.map((s) => s.toLowerCase()).join(', ')} is missing`,
      { ...where, field: missing[0].toLowerCase() },
    );
  }
  if (pairColumns.length) {
    throw inputError(`give the pairs (ns, ew) or the four players (n, e, s, w), not both: column '${pairColumns[0]}'`, {
      ...where,
      field: pairColumns[0],
    });
  }
  // The traveller reader needs its ns and ew columns: add them, empty, to the header row only (every other
  // row keeps its fields and its line number), then give each line its four players.
  const physical = text.split(/\r\n|\r|\n/);
  const headerText = physical[header.line - 1];
  if (splitCsv(headerText, file, separator).records[0]?.fields.length !== header.fields.length) {
    throw inputError('the header row must be on one line', where);
  }
  physical[header.line - 1] = `${headerText}${separator}ns${separator}ew`;
  const read = readCsv(physical.join('\n'), { ...options, file, kind: options.kind ?? 'individual' });
  if (decoded.encoding) read.encoding = decoded.encoding;
  const seatNames = new Set(
    header.fields.filter((h) => SEAT_COLUMNS[h.trim().toLowerCase()]).map((h) => `column '${h.trim()}'`),
  );
  read.warnings = read.warnings.filter((w) => ![...seatNames].some((n) => w.includes(`${n} is not`)));

  const contestants = new Set<string>();
  read.event.entries.forEach((e, k) => {
    const rec = records[k + 1];
    if (!rec || rec.line !== e.source?.line) {
      throw inputError('the rows of the individual traveller could not be matched', { file, line: rec?.line });
    }
    const players: Partial<Record<Seat, string>> = {};
    const seen = new Map<string, Seat>();
    for (const [seat, col] of seatIndex) {
      const name = unguardCell((rec.fields[col] ?? '').trim());
      const at: SourceRef = { file, line: rec.line, field: header.fields[col].trim() };
      if (name === '') {
        if (e.status === 'notPlayed') continue;
        throw inputError(`the ${SEAT_NAMES[seat]} player is missing`, at);
      }
      const other = seen.get(name);
      if (other) throw inputError(`player '${name}' sits both ${SEAT_NAMES[other]} and ${SEAT_NAMES[seat]}`, at, name);
      seen.set(name, seat);
      players[seat] = name;
    }
    if (Object.keys(players).length) e.players = players;
    for (const s of ['N', 'E', 'S', 'W'] as const) if (players[s]) contestants.add(players[s] as string);
  });
  read.event.contestants = [...contestants].map((id) => ({ id }));
  return read;
}
