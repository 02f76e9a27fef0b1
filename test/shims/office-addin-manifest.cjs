// jest's CommonJS loader cannot load office-addin-manifest (one of its dependencies is ESM-only), while
// plain Node can. This shim runs the real library in a child Node process and returns its answer, so tests
// still check the manifest with Microsoft's own reader.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

function callReal(method, file) {
  const script = `require('office-addin-manifest').OfficeAddinManifest.${method}(${JSON.stringify(file)})
    .then((r) => process.stdout.write(JSON.stringify(r)), (e) => { process.stderr.write(String(e)); process.exit(1); });`;
  const out = execFileSync(process.execPath, ['-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const OfficeAddinManifest = {
  readManifestFile: async (file) => callReal('readManifestFile', file),
};

module.exports = { OfficeAddinManifest };
