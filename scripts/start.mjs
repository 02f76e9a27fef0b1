// `npm start`: builds the add-in and serves it on port 3000 (PORT overrides), with the preview page (the real task
// pane beside an in-memory workbook holding a sample event) at /preview.html, so the add-in can be tried in any
// browser without Excel. On Windows and macOS it serves https://localhost with office-addin-dev-certs' certificate
// (installed through npx on first use), so Excel can load manifest.xml from the same server; elsewhere plain http.
//
//   node scripts/start.mjs [--https | --http] [--no-open]
// `npm run serve:https` is `--https --no-open`: https wherever a certificate is available.
import { spawn } from 'node:child_process';
import { platform } from 'node:os';
import devCerts from './dev-certs.cjs';

const { serverEnvironment } = devCerts;

const args = process.argv.slice(2);
const want = args.includes('--http') ? 'http' : args.includes('--https') ? 'https' : 'auto';
const port = process.env.PORT || '3000';
const served = serverEnvironment({ want, port });
console.log(served.note);
const url = `${served.url}preview.html`;
const server = spawn(
  process.execPath,
  [
    'node_modules/webpack/bin/webpack.js',
    'serve',
    '--mode',
    'development',
    '--config-name',
    'addin',
    '--config-name',
    'preview',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...served.env, PORT: port } },
);

let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /compiled (successfully|with \d+ warnings?)/.test(chunk.toString())) {
    announced = true;
    console.log(`\nBridge Scorer preview: ${url}`);
    console.log(`Help: ${served.url}help.html`);
    console.log(
      served.url.startsWith('https:')
        ? `In Excel: sideload manifest.xml (README, "In Excel"); it loads ${served.url}taskpane.html.\n`
        : `(Excel needs https: run \`npm run serve:https\` where a certificate can be installed.)\n`,
    );
    if (!process.env.CI && process.env.BROWSER !== 'none' && !args.includes('--no-open')) {
      const opener = platform() === 'darwin' ? 'open' : platform() === 'win32' ? 'explorer' : 'xdg-open';
      spawn(opener, [url], { stdio: 'ignore', detached: true }).on('error', () => {});
    }
  }
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
