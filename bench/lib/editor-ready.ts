import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM } from './lighthouse'

/*
 * One page opened in Chromium by a signed-in admin, timed from the navigation's start (the
 * page's own performance.now() origin) to the moment it is usable:
 * - the posts list: its table has rows and React has hydrated it (the search field holds its
 *   React fiber, so typing there filters);
 * - the editor (/admin/posts/new, /admin/posts/<id>/edit): "usable" when the ProseMirror
 *   contenteditable is there with the post's text loaded in its document and the toolbar's
 *   buttons enabled; a key is then pressed in it, and "ready" is when ProseMirror's document
 *   holds that character. The driver sends the key as soon as it learns the editor is usable,
 *   so "ready" also counts that round trip to the browser (a few ms on a quiet machine) and any
 *   work the page still had queued when the key arrived.
 * The character is deleted again before the page is left, so autosave has nothing to save.
 */

export type Target = 'list' | 'new' | 'edit'

/** Milliseconds from navigation start, as the page's clock reads them. */
export interface OpenTiming {
  /** The answer's first byte, and its last (the streamed HTML complete). */
  ttfb: number
  htmlDone: number
  domContentLoaded: number
  /** First contentful paint (0 when the browser reported none). */
  fcp: number
  /** The list's rows hydrated, or the editor editable with its toolbar enabled. */
  usable: number
  /** The typed character in ProseMirror's document (the editor only; the list: = usable). */
  ready: number
  /** Scripts the page fetched, and their bytes over the wire. */
  scripts: number
  scriptBytes: number
}

export async function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
}

/** A fresh profile (own cookies and HTTP cache) holding the admin's session cookie. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  })
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin }
    }),
  )
  return context
}

const EDITOR = '[data-rich-text][contenteditable="true"]'

/** TipTap puts its Editor on the element it edits. */
interface EditorElement extends HTMLElement {
  editor?: {
    state: { doc: { textContent: string } }
    on: (event: 'transaction', handler: () => void) => void
  }
}

async function pageFigures(page: Page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    // Preloaded chunks count as 'link' fetches: every .js is a script here.
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
    return {
      ttfb: nav.responseStart,
      htmlDone: nav.responseEnd,
      domContentLoaded: nav.domContentLoadedEventEnd,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      scripts: scripts.length,
      scriptBytes: scripts.reduce(
        (sum, e) => sum + (e as PerformanceResourceTiming).transferSize,
        0,
      ),
    }
  })
}

async function listUsable(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const rows = document.querySelectorAll('table tbody tr').length
      const search = document.querySelector('input[type="search"], input[name="q"]')
      const hydrated = search && Object.keys(search).some((k) => k.startsWith('__reactFiber$'))
      return rows > 0 && hydrated ? performance.now() : 0
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  return (await handle.jsonValue()) as number
}

async function editorReady(
  page: Page,
  minText: number,
): Promise<{ usable: number; ready: number }> {
  // Once usable, the editor gets the focus and a listener that notes when its document first
  // holds one more character: the page's own clock, not the driver's polling, dates the key.
  const usableHandle = await page.waitForFunction(
    ({ selector, min }) => {
      const el = document.querySelector<EditorElement>(selector)
      const editor = el?.editor
      const letters = (editor?.state.doc.textContent ?? '').replace(/\s/g, '').length
      const tool = document.querySelector<HTMLButtonElement>('[role="toolbar"] button')
      if (!el || !editor || letters < min || !tool || tool.disabled) return null
      const at = performance.now()
      const length = editor.state.doc.textContent.length
      const marks = window as unknown as { typedAt?: number }
      editor.on('transaction', () => {
        if (marks.typedAt === undefined && editor.state.doc.textContent.length === length + 1)
          marks.typedAt = performance.now()
      })
      el.focus()
      return { at, length }
    },
    { selector: EDITOR, min: minText },
    { polling: 'raf', timeout: 60_000 },
  )
  const usable = (await usableHandle.jsonValue()) as { at: number; length: number }
  await page.keyboard.press('q')
  const readyHandle = await page.waitForFunction(
    () => (window as unknown as { typedAt?: number }).typedAt ?? 0,
    undefined,
    { timeout: 10_000 },
  )
  const ready = (await readyHandle.jsonValue()) as number
  await page.keyboard.press('Backspace')
  await page.waitForFunction(
    ({ selector, length }) =>
      document.querySelector<EditorElement>(selector)?.editor?.state.doc.textContent.length ===
      length,
    { selector: EDITOR, length: usable.length },
  )
  return { usable: usable.at, ready }
}

/**
 * A blank tab, given a second to settle: opening a window in headless Chromium starts its own
 * work (the address bar's popup is a page of its own), which must not land in the measure.
 */
export async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('about:blank')
  await page.waitForTimeout(TAB_SETTLE_MS)
  return page
}
const TAB_SETTLE_MS = 1000

/** Navigates `page` to `path` and times it; `minText`: the editor's loaded text, in letters. */
export async function timeOpen(
  page: Page,
  path: string,
  target: Target,
  minText = 0,
): Promise<OpenTiming> {
  const response = await page.goto(path, { waitUntil: 'commit' })
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`)
  const marks =
    target === 'list'
      ? await listUsable(page).then((at) => ({ usable: at, ready: at }))
      : await editorReady(page, minText)
  return { ...(await pageFigures(page)), ...marks }
}
