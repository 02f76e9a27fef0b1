/** The director's evening of pane-flow in Russian (Office display language ru-RU). */
import { runPaneFlow } from './pane-flow.e2e.mjs';

export default async function paneFlowRussian(page, ctx) {
  await runPaneFlow(page, ctx, 'ru-RU');
  // Fluent's Tab draws its label twice (the bold copy reserves the width).
  ctx.assert.match(await page.locator('#tab-ruling').textContent(), /^Решение судьи/);
}
