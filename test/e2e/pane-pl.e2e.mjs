/** The director's evening of pane-flow in Polish (Office display language pl-PL). */
import { runPaneFlow } from './pane-flow.e2e.mjs';

export default async function paneFlowPolish(page, ctx) {
  await runPaneFlow(page, ctx, 'pl-PL');
  // Fluent's Tab draws its label twice (the bold copy reserves the width).
  ctx.assert.match(await page.locator('#tab-ruling').textContent(), /^Orzeczenie/);
}
