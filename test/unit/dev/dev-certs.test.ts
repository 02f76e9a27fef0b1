/**
 * How `npm start` / `npm run serve:https` serve: https with office-addin-dev-certs' certificate where it can be
 * installed (Windows, macOS) or is already there, plain http otherwise; webpack's dev server takes the files.
 */
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const certs = require('../../../scripts/dev-certs.cjs') as {
  chooseServer(o: { platform: string; want: string; ci: boolean; exists?: (f: string) => boolean; dir?: string }): {
    mode: string;
    install?: boolean;
    reason?: string;
    files?: { key: string; cert: string; ca: string };
  };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpackConfig = require('../../../webpack.config.js') as (
  env: unknown,
  argv: { mode: string },
) => Array<{ name: string; devServer?: Record<string, unknown> }>;

const dir = path.join('/home/someone', '.office-addin-dev-certs');
const none = () => false;
const all = () => true;

test('Windows and macOS install the certificate and serve https', () => {
  for (const platform of ['win32', 'darwin']) {
    const c = certs.chooseServer({ platform, want: 'auto', ci: false, exists: none, dir });
    expect(c).toMatchObject({ mode: 'https', install: true });
    expect(c.files?.cert).toBe(path.join(dir, 'localhost.crt'));
  }
});

test('Linux serves plain http unless a certificate is already there; CI never installs one', () => {
  expect(certs.chooseServer({ platform: 'linux', want: 'https', ci: false, exists: none, dir })).toMatchObject({
    mode: 'http',
  });
  expect(certs.chooseServer({ platform: 'linux', want: 'https', ci: false, exists: all, dir })).toMatchObject({
    mode: 'https',
    install: false,
  });
  const ciWin = certs.chooseServer({ platform: 'win32', want: 'auto', ci: true, exists: none, dir });
  expect(ciWin.mode).toBe('http');
  expect(ciWin.reason).toMatch(/CI/);
  expect(certs.chooseServer({ platform: 'darwin', want: 'http', ci: false, exists: all, dir }).mode).toBe('http');
});

test('the dev server speaks https on localhost when given the files, http on 127.0.0.1 otherwise', () => {
  const key = path.resolve(__dirname, '../../../manifest.xml'); // any readable file stands for the PEM here
  const saved = { ...process.env };
  try {
    delete process.env.BRIDGE_HTTPS_KEY;
    delete process.env.BRIDGE_HTTPS_CERT;
    const plain = webpackConfig({}, { mode: 'development' }).find((c) => c.name === 'addin')!.devServer!;
    expect(plain.host).toBe('127.0.0.1');
    expect(plain.server).toBeUndefined();
    process.env.BRIDGE_HTTPS_KEY = key;
    process.env.BRIDGE_HTTPS_CERT = key;
    const secure = webpackConfig({}, { mode: 'development' }).find((c) => c.name === 'addin')!.devServer!;
    // manifest.xml's addresses are https://localhost:3000, so the host must be "localhost".
    expect(secure.host).toBe('localhost');
    expect((secure.server as { type: string }).type).toBe('https');
  } finally {
    process.env = saved;
  }
});
