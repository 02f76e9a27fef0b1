/**
 * Which format a results file is in (PBN, USEBIO, CSV), which program wrote it, and which preset matches that
 * program. readResultsFile reads any of the three.
 */
import type { EventKind, ScoringForm } from '../model/types';
import type { PresetId } from '../presets/types';
import type { FileFormat, ReadResult } from './check';
import { readCsv } from './csv';
import { decodeText, inputError } from './fields';
import { readPbn } from './pbn';
import { readUsebio } from './usebio';

/**
 * Format from the content (the extension only breaks a tie): XML with a USEBIO root → usebio; `%` escape
 * lines or `[Tag "value"]` pairs → pbn; otherwise csv.
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
  return 'csv';
}

const PRESET_IDS: readonly PresetId[] = ['wbf', 'ebu', 'acbl', 'abf', 'ffb', 'pzbs', 'nbb', 'ru-preferans'];

/** Programs whose conventions a preset follows. Checked in order; the first pattern that matches wins. */
export const PROGRAM_PRESETS: ReadonlyArray<{ pattern: RegExp; program: string; preset: PresetId }> = [
  { pattern: /magic\s*contest/i, program: 'Magic Contest', preset: 'ffb' },
  { pattern: /ffb\s*club\s*net|\bffb\b|gestion\s*des\s*tournois/i, program: 'FFB', preset: 'ffb' },
  { pattern: /comp\s*score/i, program: 'Compscore', preset: 'abf' },
  { pattern: /ebu\s*score/i, program: 'EBUScore', preset: 'ebu' },
  { pattern: /score\s*bridge/i, program: 'ScoreBridge', preset: 'ebu' },
  { pattern: /acbl\s*score/i, program: 'ACBLscore', preset: 'acbl' },
  { pattern: /\bjfr\b|jfr\s*(pary|teamy)/i, program: 'JFR', preset: 'pzbs' },
  { pattern: /\bkops\b|pzbs/i, program: 'PZBS', preset: 'pzbs' },
  { pattern: /nbb|rekenprogramma|\bbridge\s*centrale\b/i, program: 'NBB-Rekenprogramma', preset: 'nbb' },
];

/** Preset that the detected program's conventions match, or undefined for an unknown program. */
export function presetForProgram(program: string | undefined): { program: string; preset: PresetId } | undefined {
  if (!program) return undefined;
  // Files this project wrote name the preset they were scored with.
  const own = /bridge-scorer-excel\s*\(preset\s+([\w-]+)\)/i.exec(program);
  if (own && (PRESET_IDS as readonly string[]).includes(own[1]))
    return { program: 'bridge-scorer-excel', preset: own[1] as PresetId };
  const hit = PROGRAM_PRESETS.find((p) => p.pattern.test(program));
  return hit ? { program: hit.program, preset: hit.preset } : undefined;
}

export interface ReadFileOptions {
  /** Force a format instead of detecting it. */
  format?: FileFormat;
  /** Scoring form for formats that do not say (CSV); overrides what a file says when given. */
  form?: ScoringForm;
  kind?: EventKind;
}

/** Reads a results file of any supported format. Errors are BridgeInputErrors naming file, line and field. */
export function readResultsFile(
  bytes: Uint8Array | string,
  fileName: string,
  options: ReadFileOptions = {},
): ReadResult {
  const text = typeof bytes === 'string' ? bytes : decodeText(bytes).text;
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
      result = readCsv(bytes, {
        file: fileName,
        ...(options.form ? { form: options.form } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
      });
      break;
    default:
      throw inputError(`'${String(format)}' is not a file format (pbn, usebio, csv)`, { file: fileName }, format);
  }
  if (options.form) result.event.form = options.form;
  return result;
}
