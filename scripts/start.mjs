// `npm start`: builds the add-in and serves it on http://127.0.0.1:3000 (PORT overrides), with the preview page
// (the real task pane beside an in-memory workbook holding a sample event) at /preview.html, so the add-in can be
// tried in any browser without Excel. In Excel, sideload manifest.xml (see README) against the same server.
import { spawn } from 'node:child_process';
import { platform } from 'node:os';

const port = process.env.PORT || '3000';
const url = `http://localhost:${port}/preview.html`;
const server = spawn(process.execPath, ['node_modules/webpack/bin/webpack.js', 'serve', '--mode', 'development', '--config-name', 'addin'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: port },
});

let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /compiled (successfully|with \d+ warnings?)/.test(chunk.toString())) {
    announced = true;
    console.log(`\nBridge Scorer preview: ${url}\n(task pane: http://localhost:${port}/taskpane.html, inside Excel only)\n`);
    if (!process.env.CI && process.env.BROWSER !== 'none') {
      const opener = platform() === 'darwin' ? 'open' : platform() === 'win32' ? 'explorer' : 'xdg-open';
      spawn(opener, [url], { stdio: 'ignore', detached: true }).on('error', () => {});
    }
  }
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
