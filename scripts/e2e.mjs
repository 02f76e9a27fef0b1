#!/usr/bin/env node
/**
 * Browser tests in headless Chromium (playwright-core driving /usr/bin/chromium).
 *
 *   node scripts/e2e.mjs [--dir dist] [--filter text] [--timeout 120000]
 *
 * Serves --dir on 127.0.0.1 (a free port), then runs every test/e2e/*.e2e.mjs. Each file exports
 *   export default async function (page, { baseUrl, artifactsDir, assert, screenshot }) { … }
 * and gets a fresh browser profile and page; requests to anything but the local server are blocked. Screenshots
 * go to test-results/e2e/<test>/ (a failure.png is taken on failure). An uncaught error in the page fails the test
 * unless the file exports `allowPageErrors = true`.
 *
 * Prints one line per test and ends with exactly "N passed, M failed"; exits non-zero on failure. Without
 * Chromium it fails when CI=true and skips otherwise. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { clearTimeout, setTimeout } from 'node:timers';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startStaticServer } from './serve-static.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const out = { dir: 'dist', filter: '', timeout: Number(process.env.E2E_TIMEOUT_MS) || 120000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--dir') out.dir = next();
    else if (a.startsWith('--dir=')) out.dir = a.slice(6);
    else if (a === '--filter') out.filter = next();
    else if (a.startsWith('--filter=')) out.filter = a.slice(9);
    else if (a === '--timeout') out.timeout = Number(next());
    else if (a.startsWith('--timeout=')) out.timeout = Number(a.slice(10));
    else throw new Error(`unknown argument ${a}`);
  }
  return out;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function finish(passed, failed) {
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const testDir = path.join(repo, 'test/e2e');
  const files = existsSync(testDir)
    ? readdirSync(testDir)
        .filter((f) => f.endsWith('.e2e.mjs') && f.includes(args.filter))
        .sort()
    : [];

  if (!existsSync(chromiumPath)) {
    if (ci) {
      console.error(`FAIL: Chromium not found at ${chromiumPath}; browser tests cannot run on CI without it.`);
      console.error('Install it with: apt-get install -y chromium');
      finish(0, Math.max(files.length, 1));
    } else {
      console.log(`SKIP: Chromium not found at ${chromiumPath} (install with: apt-get install -y chromium).`);
      finish(0, 0);
    }
    return;
  }
  const served = path.resolve(repo, args.dir);
  if (!existsSync(served)) {
    console.error(`FAIL: ${path.relative(repo, served)} does not exist: build before running browser tests.`);
    finish(0, Math.max(files.length, 1));
    return;
  }
  if (files.length === 0) {
    console.log(`No test/e2e/*.e2e.mjs files${args.filter ? ` matching '${args.filter}'` : ''}.`);
    finish(0, 0);
    return;
  }

  const { chromium } = await import('playwright-core');
  const server = await startStaticServer(served);
  const resultsRoot = path.join(repo, 'test-results/e2e');
  mkdirSync(resultsRoot, { recursive: true });
  console.log(`Serving ${path.relative(repo, served)} at ${server.url}; Chromium ${chromiumPath}`);

  let passed = 0;
  let failed = 0;
  try {
    for (const file of files) {
      const name = file.replace(/\.e2e\.mjs$/, '');
      const artifactsDir = path.join(resultsRoot, name);
      rmSync(artifactsDir, { recursive: true, force: true });
      mkdirSync(artifactsDir, { recursive: true });
      const profile = mkdtempSync(path.join(tmpdir(), 'e2e-chromium-'));
      const started = Date.now();
      let context;
      let page;
      const pageErrors = [];
      const consoleErrors = [];
      try {
        const mod = await import(pathToFileURL(path.join(testDir, file)).href);
        if (typeof mod.default !== 'function') throw new Error(`${file} has no default export function`);
        context = await chromium.launchPersistentContext(profile, {
          executablePath: chromiumPath,
          headless: true,
          args: CHROMIUM_ARGS,
          viewport: { width: 1280, height: 800 },
          timeout: 60000,
        });
        await context.route('**/*', (route) => {
          const url = route.request().url();
          if (url.startsWith(server.url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
          return route.abort();
        });
        page = context.pages()[0] ?? (await context.newPage());
        page.setDefaultTimeout(Math.min(args.timeout, 30000));
        page.on('pageerror', (e) => pageErrors.push(e.message));
        page.on('console', (m) => {
          if (m.type() === 'error') consoleErrors.push(m.text());
        });
        let shot = 0;
        const screenshot = async (label) => {
          shot++;
          const f = path.join(artifactsDir, `${String(shot).padStart(2, '0')}-${label.replace(/[^\w.-]+/g, '-')}.png`);
          await page.screenshot({ path: f, fullPage: true });
          return f;
        };
        await withTimeout(
          mod.default(page, { baseUrl: server.url, artifactsDir, assert, screenshot }),
          args.timeout,
          name,
        );
        if (pageErrors.length && !mod.allowPageErrors) {
          throw new Error(`uncaught error in the page: ${pageErrors.join(' | ')}`);
        }
        passed++;
        console.log(`✓ ${name} (${Date.now() - started} ms)`);
      } catch (e) {
        failed++;
        if (page) {
          await page
            .screenshot({ path: path.join(artifactsDir, 'failure.png'), fullPage: true })
            .catch(() => undefined);
        }
        console.log(`✗ ${name} (${Date.now() - started} ms): ${e && e.message ? e.message.split('\n').slice(0, 20).join('\n') : e}`);
        if (e && e.stack) console.log(e.stack.split('\n').slice(1, 6).join('\n'));
        for (const m of consoleErrors.slice(0, 10)) console.log(`    console error: ${m}`);
        for (const m of pageErrors.slice(0, 10)) console.log(`    page error: ${m}`);
      } finally {
        await context?.close().catch(() => undefined);
        rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await server.close();
  }
  finish(passed, failed);
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : e);
  finish(0, 1);
});
