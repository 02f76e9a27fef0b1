/**
 * The metadata Excel reads: functions.json generated from the JSDoc of src/functions/functions.ts (the same
 * generator the build's CustomFunctionsMetadataPlugin runs) and the localized copies written by
 * scripts/localized-metadata.cjs from src/functions/locales/<lang>.json.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import * as functions from '../../../src/functions/functions';

const root = path.resolve(__dirname, '../../..');
const source = path.join(root, 'src/functions/functions.ts');
const LOCALES = ['pl', 'nl', 'fr', 'ru'] as const;

interface ParamMeta {
  name: string;
  description?: string;
  type?: string;
  dimensionality?: string;
  optional?: boolean;
}
interface FunctionMeta {
  id: string;
  name: string;
  description?: string;
  parameters: ParamMeta[];
  result: { type?: string; dimensionality?: string };
}
interface Metadata {
  functions: FunctionMeta[];
}
type Localize = (metadata: Metadata, texts: unknown, lang: string) => Metadata;
const { localize } = jest.requireActual<{ localize: Localize }>(path.join(root, 'scripts/localized-metadata.cjs'));

/**
 * Every function with its parameters, in order: `*` marks a range (matrix) parameter, `?` an optional one.
 */
const EXPECTED: Record<string, string> = {
  CONTRACT_SCORE: 'contract declarer vulnerability_or_board result',
  DEALER: 'board',
  VULNERABILITY: 'board',
  IMP: 'difference compared_with?',
  VP: 'imps boards scale?',
  MATCHPOINTS: 'scores* rulings*? preset? side? expected? board?',
  PERCENT: 'scores* rulings*? preset? side? expected? board?',
  MP: 'score scores* preset? side? expected?',
  FOULED_GROUP: 'scores* groups* preset? side? expected?',
  NEUBERG: 'mp actual expected convention?',
  BUTLER: 'scores* preset? rulings*? side? expected?',
  BUTLER_DATUM: 'scores* preset? rulings*? expected?',
  CROSS_IMP: 'scores* preset? rulings*? side?',
  ARTIFICIAL_AVG: 'kind form? session_percent? preset?',
  ADJUSTED_SCORE: 'ruling scores* side? preset? form? board?',
  SESSION_SCORES: 'boards* ns_pairs* ew_pairs* scores* rulings*? preset? form? side? movement?',
  SESSION_RESULTS: 'boards* ns_pairs* ew_pairs* scores* rulings*? preset? form? movement?',
  SESSION_PERCENT: 'pair boards* ns_pairs* ew_pairs* scores* rulings*? preset? movement? direction?',
  SESSION_TOTAL: 'pair boards* ns_pairs* ew_pairs* scores* rulings*? preset? form? movement? direction?',
  TEAM_IMPS: 'open* closed* open_rulings*? closed_rulings*? boards*? preset? knockout?',
  FIGURES_STALE: 'travellers* settings* stored_fingerprint?',
  TEAM_BOARDS:
    'match_rounds* homes* aways* open_tables* closed_tables* carry_overs* marks* boards* rounds* tables* scores* rulings*? preset? vp_scale? vp_tables*? knockout?',
  TEAM_MATCHES:
    'match_rounds* homes* aways* open_tables* closed_tables* carry_overs* marks* boards* rounds* tables* scores* rulings*? preset? vp_scale? vp_tables*? knockout?',
  TEAM_STANDINGS:
    'match_rounds* homes* aways* open_tables* closed_tables* carry_overs* marks* boards* rounds* tables* scores* rulings*? preset? vp_scale? vp_tables*? knockout?',
  SESSION_DATUMS: 'boards* ns_pairs* ew_pairs* scores* rulings*? preset? form? movement?',
  INDIVIDUAL_RESULTS: 'boards* ns_players* ew_players* scores* rulings*? preset?',
  PREFERANS_RESULTS: 'deals* tables* seats* players* scores* rulings*? forms*? preset?',
};
/** Functions that return a spilled range. */
const MATRIX_RESULTS = [
  'MATCHPOINTS',
  'PERCENT',
  'FOULED_GROUP',
  'BUTLER',
  'CROSS_IMP',
  'ADJUSTED_SCORE',
  'SESSION_SCORES',
  'SESSION_RESULTS',
  'TEAM_IMPS',
  'TEAM_BOARDS',
  'TEAM_MATCHES',
  'TEAM_STANDINGS',
  'SESSION_DATUMS',
  'INDIVIDUAL_RESULTS',
  'PREFERANS_RESULTS',
];

function parse(spec: string): Array<[string, 'scalar' | 'matrix', 'required' | 'optional']> {
  return spec
    .split(' ')
    .filter(Boolean)
    .map((p) => [
      p.replace(/[*?]/g, ''),
      p.includes('*') ? 'matrix' : 'scalar',
      p.endsWith('?') ? 'optional' : 'required',
    ]);
}

let metadata: Metadata;
let outDir: string;

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(source);
  expect(generated.errors).toEqual([]);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridge-functions-'));
  fs.writeFileSync(path.join(outDir, 'functions.json'), generated.metadataJson);
  metadata = JSON.parse(fs.readFileSync(path.join(outDir, 'functions.json'), 'utf8')) as Metadata;
});

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('functions.json', () => {
  it('lists exactly the expected functions, ids and names alike', () => {
    expect(metadata.functions.map((f) => f.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const f of metadata.functions) expect(f.name).toBe(f.id);
  });

  it('gives every function and parameter a description and the expected shape', () => {
    for (const f of metadata.functions) {
      expect(f.description && f.description.length > 20).toBe(true);
      // One line each: Excel shows descriptions in a tooltip.
      expect([f.id, /\n/.test(f.description ?? '')]).toEqual([f.id, false]);
      const expected = parse(EXPECTED[f.id]);
      expect(f.parameters.map((p) => p.name)).toEqual(expected.map(([n]) => n));
      f.parameters.forEach((p, i) => {
        const [, dim, opt] = expected[i];
        expect([f.id, p.name, p.description && p.description.length > 5]).toEqual([f.id, p.name, true]);
        expect([f.id, p.name, p.dimensionality ?? 'scalar']).toEqual([f.id, p.name, dim]);
        expect([f.id, p.name, p.optional === true]).toEqual([f.id, p.name, opt === 'optional']);
      });
      expect([f.id, f.result.dimensionality ?? 'scalar']).toEqual([
        f.id,
        MATRIX_RESULTS.includes(f.id) ? 'matrix' : 'scalar',
      ]);
    }
  });

  it('has a JavaScript function of the same name for every id (the build associates them by name)', () => {
    for (const f of metadata.functions) {
      expect(typeof (functions as Record<string, unknown>)[f.id]).toBe('function');
    }
  });
});

describe('localized metadata', () => {
  const texts = (lang: string) =>
    JSON.parse(fs.readFileSync(path.join(root, `src/functions/locales/${lang}.json`), 'utf8')) as {
      functions: Record<string, { description: string; parameters?: Record<string, string> }>;
    };

  it.each(LOCALES)('%s: every function and parameter is translated, nothing is stale or left in English', (lang) => {
    const t = texts(lang);
    const localized = localize(metadata, t, lang);
    fs.writeFileSync(path.join(outDir, `functions.${lang}.json`), JSON.stringify(localized, null, 2));
    const english = new Map(metadata.functions.map((f) => [f.id, f]));
    for (const f of localized.functions) {
      const en = english.get(f.id)!;
      expect([f.id, f.name]).toEqual([f.id, en.name]);
      expect([f.id, f.description === en.description]).toEqual([f.id, false]);
      f.parameters.forEach((p, i) => {
        expect([f.id, p.name]).toEqual([f.id, en.parameters[i].name]);
        expect([f.id, p.name, p.description === en.parameters[i].description]).toEqual([f.id, p.name, false]);
        expect([f.id, p.name, p.optional, p.type]).toEqual([
          f.id,
          p.name,
          en.parameters[i].optional,
          en.parameters[i].type,
        ]);
      });
    }
    // No translation for a function or parameter that does not exist (a renamed function leaves none behind).
    for (const [id, entry] of Object.entries(t.functions)) {
      expect([lang, id, english.has(id)]).toEqual([lang, id, true]);
      const names = english.get(id)!.parameters.map((p) => p.name);
      for (const p of Object.keys(entry.parameters ?? {}))
        expect([lang, id, p, names.includes(p)]).toEqual([lang, id, p, true]);
    }
    const written = JSON.parse(fs.readFileSync(path.join(outDir, `functions.${lang}.json`), 'utf8')) as Metadata;
    expect(written.functions).toHaveLength(metadata.functions.length);
  });

  it('fails the build when a translation is missing', () => {
    const t = texts('pl');
    const [first] = metadata.functions;
    const withoutFunction = { functions: { ...t.functions } };
    delete withoutFunction.functions[first.id];
    expect(() => localize(metadata, withoutFunction, 'pl')).toThrow(`${first.id} (description)`);
    const withParam = metadata.functions.find((f) => f.parameters.length > 0)!;
    const withoutParam = {
      functions: { ...t.functions, [withParam.id]: { ...t.functions[withParam.id], parameters: {} } },
    };
    expect(() => localize(metadata, withoutParam, 'pl')).toThrow(`${withParam.id}.${withParam.parameters[0].name}`);
  });

  it('is referenced from the manifest for each language', () => {
    const manifest = fs.readFileSync(path.join(root, 'manifest.xml'), 'utf8');
    for (const lang of LOCALES) {
      expect(manifest).toMatch(
        new RegExp(`<bt:Override Locale="${lang}-[A-Z]{2}" Value="[^"]*/functions\\.${lang}\\.json"/>`),
      );
    }
    expect(manifest).toContain('<bt:String id="Functions.Namespace" DefaultValue="BRIDGE"/>');
  });
});
