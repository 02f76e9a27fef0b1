/**
 * Input problems in the user's language. A reader or a number check raises a BridgeInputError with a code from
 * io.en.ts and its parameters (inputProblem); ioMessage() gives it in any of the five languages, the place
 * (file, line, field) first. An error without a code keeps its English text after a translated place.
 */
import { BridgeInputError, type SourceRef } from '../model/types';
import { ioEn, type IoTextKey, type IoTexts } from './io.en';
import { ioFr } from './io.fr';
import { ioNl } from './io.nl';
import { ioPl } from './io.pl';
import { ioRu } from './io.ru';
import { flowLanguage, type FlowLanguage } from './language';

export type { IoTextKey };

const TEXTS: Record<FlowLanguage, IoTexts> = { en: ioEn, pl: ioPl, nl: ioNl, fr: ioFr, ru: ioRu };

export type IoParams = Record<string, string | number>;

function fill(template: string, params: IoParams): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (params[k] === undefined ? m : String(params[k])));
}

/** One text of the catalogue, filled. */
export function ioText(lang: FlowLanguage | string, key: IoTextKey, params: IoParams = {}): string {
  const texts = TEXTS[flowLanguage(lang)] ?? ioEn;
  return fill(texts[key] ?? ioEn[key], params);
}

/** "results.csv line 7, field contract" in the language. */
export function placeText(src: SourceRef | undefined, lang: FlowLanguage | string = 'en'): string {
  if (!src) return ioText(lang, 'placeInput');
  const file = src.file ?? ioText(lang, 'placeInput');
  const head =
    src.line !== undefined
      ? ioText(lang, 'placeLine', { file, line: src.line })
      : src.row !== undefined
        ? ioText(lang, 'placeRow', { file, row: src.row })
        : ioText(lang, 'placeFile', { file });
  return src.field ? `${head}, ${ioText(lang, 'placeField', { field: src.field })}` : head;
}

/** A coded input problem: the English message names the place first ("file line 7, field score_ns: ..."). */
export function inputProblem(key: IoTextKey, params: IoParams, src?: SourceRef, value?: unknown): BridgeInputError {
  const problem = ioText('en', key, params);
  const err = new BridgeInputError(src ? `${placeText(src)}: ${problem}` : problem, value ?? params.value, src);
  err.code = key;
  err.params = params;
  return err;
}

/** What a reader error says, in the user's language: the place, then the problem. */
export function ioMessage(err: unknown, lang: FlowLanguage | string = 'en'): string {
  if (!(err instanceof BridgeInputError)) return err instanceof Error ? err.message : String(err);
  const src = err.source;
  const code = err.code as IoTextKey | undefined;
  if (code && code in ioEn) {
    const problem = ioText(lang, code, err.params ?? {});
    return src ? `${placeText(src, lang)}: ${problem}` : problem;
  }
  if (!src) return err.message;
  const english = `${placeText(src)}: `;
  const rest = err.message.startsWith(english) ? err.message.slice(english.length) : err.message;
  return `${placeText(src, lang)}: ${rest}`;
}

/** A structured view of a reader error, for the pane and for JSON output. */
export interface IoProblem {
  code?: string;
  file?: string;
  line?: number;
  row?: number;
  field?: string;
  value?: string;
  message: string;
}

export function ioProblem(err: BridgeInputError, lang: FlowLanguage | string = 'en'): IoProblem {
  const s = err.source ?? {};
  const value = err.value === undefined ? undefined : typeof err.value === 'string' ? err.value : String(err.value);
  return {
    ...(err.code ? { code: err.code } : {}),
    ...(s.file !== undefined ? { file: s.file } : {}),
    ...(s.line !== undefined ? { line: s.line } : {}),
    ...(s.row !== undefined ? { row: s.row } : {}),
    ...(s.field !== undefined ? { field: s.field } : {}),
    ...(value !== undefined ? { value } : {}),
    message: ioMessage(err, lang),
  };
}
