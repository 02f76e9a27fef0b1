/**
 * HTTPS for the dev server. Excel loads an add-in only from a trusted https:// address; Microsoft's
 * office-addin-dev-certs makes a localhost certificate signed by a developer CA and installs the CA in the
 * system's trust store, which it can do on Windows and macOS. It runs through npx, so the project does not
 * depend on it. Elsewhere (Linux, CI) the server stays on plain http, which is all the preview needs, unless
 * a certificate is already in ~/.office-addin-dev-certs.
 */
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { homedir } = require('node:os');
const path = require('node:path');

const CERT_DIR = path.join(homedir(), '.office-addin-dev-certs');

/** The certificate files office-addin-dev-certs writes. */
function certificateFiles(dir = CERT_DIR) {
  return {
    key: path.join(dir, 'localhost.key'),
    cert: path.join(dir, 'localhost.crt'),
    ca: path.join(dir, 'ca.crt'),
  };
}

/** Platforms where office-addin-dev-certs installs (and trusts) its CA. */
const INSTALLS_CERTIFICATES = ['win32', 'darwin'];

/**
 * How to serve: { mode: 'https', files, install } or { mode: 'http', reason }.
 * `want`: 'https' (asked for), 'auto' (npm start: https where a certificate can be installed), 'http'.
 */
function chooseServer({ platform, want, ci, exists = existsSync, dir = CERT_DIR }) {
  if (want === 'http') return { mode: 'http', reason: 'plain http was asked for' };
  const files = certificateFiles(dir);
  const present = exists(files.key) && exists(files.cert);
  if (INSTALLS_CERTIFICATES.includes(platform) && !ci) return { mode: 'https', files, install: true };
  if (present) return { mode: 'https', files, install: false };
  return {
    mode: 'http',
    reason:
      `office-addin-dev-certs cannot install a trusted certificate on ${platform}` +
      (ci ? ' under CI' : '') +
      ` and none is in ${dir}; the preview works on http, Excel needs https`,
  };
}

/** Runs `npx office-addin-dev-certs install` (it asks for the system password or a trust confirmation once). */
function installCertificate() {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const r = spawnSync(npx, ['--yes', 'office-addin-dev-certs', 'install', '--days', '365'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return r.status === 0;
}

/**
 * Environment for webpack serve: BRIDGE_HTTPS_KEY/CERT/CA tell webpack.config.js to serve https on localhost.
 * Returns { env, url, note }.
 */
function serverEnvironment({ want, port }) {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  let choice = chooseServer({ platform: process.platform, want, ci });
  if (choice.mode === 'https' && choice.install && !installCertificate()) {
    choice = { mode: 'http', reason: 'office-addin-dev-certs could not install its certificate' };
  }
  if (choice.mode === 'https' && !(existsSync(choice.files.key) && existsSync(choice.files.cert))) {
    choice = { mode: 'http', reason: `no certificate in ${CERT_DIR}` };
  }
  if (choice.mode === 'http') {
    return { env: {}, url: `http://localhost:${port}/`, note: `Serving plain http: ${choice.reason}.` };
  }
  const env = { BRIDGE_HTTPS_KEY: choice.files.key, BRIDGE_HTTPS_CERT: choice.files.cert };
  if (existsSync(choice.files.ca)) env.BRIDGE_HTTPS_CA = choice.files.ca;
  return { env, url: `https://localhost:${port}/`, note: `Serving https with the certificate in ${CERT_DIR}.` };
}

module.exports = { CERT_DIR, INSTALLS_CERTIFICATES, certificateFiles, chooseServer, installCertificate, serverEnvironment };
