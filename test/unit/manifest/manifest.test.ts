import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { OfficeAddinManifest } from 'office-addin-manifest';

const root = path.resolve(__dirname, '../../..');
const manifestPath = path.join(root, 'manifest.xml');
const xsd = path.resolve(root, '../shared/office-manifest-xsd/OfficeAppManifestV1_1.xsd');
const xml = readFileSync(manifestPath, 'utf8');
const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml).OfficeApp;
// Each language's main locale and its regional variants (Belgium, Switzerland, Canada, Luxembourg; Belarus,
// Kazakhstan, Kyrgyzstan, Moldova, Ukraine), which get the same texts.
const locales = [
  'pl-PL',
  'nl-NL',
  'nl-BE',
  'fr-FR',
  'fr-BE',
  'fr-CH',
  'fr-CA',
  'fr-LU',
  'ru-RU',
  'ru-BY',
  'ru-KZ',
  'ru-KG',
  'ru-MD',
  'ru-UA',
];

function hasXmllint(): boolean {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('manifest.xml', () => {
  it('is read by office-addin-manifest as an Excel task-pane add-in', async () => {
    const m = await OfficeAddinManifest.readManifestFile(manifestPath);
    expect(m.displayName).toBe('Bridge Scorer');
    expect(m.hosts).toEqual(['Workbook']);
    expect(m.permissions).toBe('ReadWriteDocument');
    expect(m.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Under CI the schema check always runs: a missing schema or xmllint fails it (.ci/run installs libxml2-utils).
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  const schemaTest = ci || (existsSync(xsd) && hasXmllint()) ? it : it.skip;
  schemaTest('validates against the Office add-in manifest schema (offline, xmllint)', () => {
    const out = execFileSync('xmllint', ['--noout', '--schema', xsd, manifestPath], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(out).toBe('');
  });

  it('uses a shared runtime for the pane and the custom functions', () => {
    const sets = ([] as Array<Record<string, string>>).concat(doc.Requirements.Sets.Set);
    expect(sets.find((x) => x['@Name'] === 'SharedRuntime')?.['@MinVersion']).toBe('1.1');
    const host = doc.VersionOverrides.Hosts.Host;
    expect(host.Runtimes.Runtime['@lifetime']).toBe('long');
    const runtimeRes = host.Runtimes.Runtime['@resid'];
    const cf = host.AllFormFactors.ExtensionPoint;
    expect(cf['@xsi:type']).toBe('CustomFunctions');
    expect(cf.Page.SourceLocation['@resid']).toBe(runtimeRes);
    expect(host.DesktopFormFactor.FunctionFile['@resid']).toBe(runtimeRes);
  });

  it('names the BRIDGE namespace and offers metadata in five languages', () => {
    const res = doc.VersionOverrides.Resources;
    const strings = [].concat(res['bt:ShortStrings']['bt:String']) as Array<Record<string, string>>;
    expect(strings.find((s) => s['@id'] === 'Functions.Namespace')?.['@DefaultValue']).toBe('BRIDGE');
    const urls = [].concat(res['bt:Urls']['bt:Url']) as Array<Record<string, unknown>>;
    const meta = urls.find((u) => u['@id'] === 'Functions.Metadata.Url') as Record<string, unknown>;
    const overrides = ([] as Array<Record<string, string>>).concat(meta['bt:Override'] as Record<string, string>);
    expect(overrides.map((o) => o['@Locale']).sort()).toEqual([...locales].sort());
    for (const o of overrides) expect(o['@Value']).toMatch(/functions\.(pl|nl|fr|ru)\.json$/);
  });

  it('translates every visible string into the four other languages', () => {
    const visible = [doc.DisplayName, doc.Description];
    const res = doc.VersionOverrides.Resources;
    for (const group of ['bt:ShortStrings', 'bt:LongStrings']) {
      for (const s of [].concat(res[group]['bt:String']) as Array<Record<string, unknown>>) {
        if (s['@id'] !== 'Functions.Namespace') visible.push(s);
      }
    }
    for (const v of visible) {
      const key = 'Override' in v ? 'Override' : 'bt:Override';
      const got = ([] as Array<Record<string, string>>).concat(v[key] as Record<string, string>);
      expect(got.map((o) => o['@Locale']).sort()).toEqual([...locales].sort());
      for (const o of got) expect(o['@Value'].length).toBeGreaterThan(3);
    }
  });
});
