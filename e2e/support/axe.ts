import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { formatViolations, seriousViolations, type AxeViolation } from './axe-report'

const require = createRequire(import.meta.url)
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js')

/**
 * WCAG 2.0/2.1/2.2 levels A and AA, plus Deque's best practices (landmarks, one h1, unique
 * region names...): everything the site can meet without a rule being turned off.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

type AxeWindow = Window & {
  axe?: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> }
}

/**
 * Waits for the page to be still: the main thread idle once (React has finished hydrating and
 * rendering what the last action caused), then running transitions ended, since a dialog still
 * fading in has the colours of a frame, not its own (bounded: a paused one never ends).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  )
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  )
}

/** Runs axe-core on the page once it is settled; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await settled(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT })
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe
    if (!axe) throw new Error('axe-core did not load')
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    // Only what the report needs crosses back to Node.
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }))
  }, TAGS)
  return seriousViolations(violations)
}

/** Throws a readable report when the page has a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousAxeViolations(page)
  if (violations.length > 0) throw new Error(formatViolations(label, violations))
}
