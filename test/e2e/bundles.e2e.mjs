/**
 * The add-in's own bundles (taskpane.js, functions.js, help.js, dialog.js and the chunks they load) hold nothing of
 * the preview: no in-memory host and no formula engine (HyperFormula is GPL and a development tool only). The
 * preview's files come from their own build config (preview*.js, preview-chunks/).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export default async function bundles(_page, { assert }) {
  const addin = readdirSync(dist).filter((f) => f.endsWith('.js') && !f.startsWith('preview'));
  for (const f of ['taskpane.js', 'functions.js', 'help.js', 'dialog.js']) assert.ok(addin.includes(f), `dist/${f}`);
  for (const f of addin) {
    const text = readFileSync(path.join(dist, f), 'utf8');
    // Its module path (development builds name every module) or its API, not a word in a comment.
    assert.ok(
      !/node_modules[\\/]+hyperformula|buildFromSheets|registerFunctionPlugin/.test(text),
      `dist/${f} holds HyperFormula code`,
    );
    assert.ok(!/src[\\/]+dev[\\/]+host/.test(text), `dist/${f} holds the in-memory host`);
  }
  // The preview is built apart and does hold the host.
  assert.ok(existsSync(path.join(dist, 'preview.js')) && existsSync(path.join(dist, 'preview-chunks')));
  const preview = readFileSync(path.join(dist, 'preview.js'), 'utf8');
  assert.ok(/src[\\/]+dev[\\/]+host/.test(preview), 'the preview bundles the in-memory host');
}
