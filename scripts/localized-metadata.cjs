// Writes functions.<lang>.json beside functions.json: the same functions (names stay), with descriptions and
// parameter help taken from src/functions/locales/<lang>.json. The build fails when a function or parameter
// lacks a translation, so no language silently falls back to English.
const fs = require('fs');
const path = require('path');

function localize(metadata, texts, lang) {
  const missing = [];
  const functions = metadata.functions.map((fn) => {
    const t = texts.functions && texts.functions[fn.id];
    if (!t || !t.description) {
      missing.push(`${fn.id} (description)`);
      return fn;
    }
    const parameters = (fn.parameters || []).map((p) => {
      const pd = t.parameters && t.parameters[p.name];
      if (!pd) missing.push(`${fn.id}.${p.name}`);
      return pd ? { ...p, description: pd } : p;
    });
    return { ...fn, description: t.description, parameters, ...(t.result ? { result: { ...fn.result } } : {}) };
  });
  if (missing.length) throw new Error(`functions: missing ${lang} translations for ${missing.join(', ')}`);
  return { ...metadata, functions };
}

class LocalizedMetadataPlugin {
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LocalizedMetadataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocalizedMetadataPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL + 1 },
        () => {
          const asset = compilation.getAsset(this.options.source);
          if (!asset) {
            compilation.errors.push(new Error(`LocalizedMetadataPlugin: ${this.options.source} was not generated`));
            return;
          }
          const metadata = JSON.parse(asset.source.source().toString());
          for (const lang of this.options.locales) {
            const file = path.resolve(__dirname, `../src/functions/locales/${lang}.json`);
            try {
              const texts = JSON.parse(fs.readFileSync(file, 'utf8'));
              const out = JSON.stringify(localize(metadata, texts, lang), null, 2);
              compilation.emitAsset(`functions.${lang}.json`, new compiler.webpack.sources.RawSource(out));
            } catch (e) {
              compilation.errors.push(e instanceof Error ? e : new Error(String(e)));
            }
          }
        },
      );
    });
  }
}

module.exports = { LocalizedMetadataPlugin, localize };
