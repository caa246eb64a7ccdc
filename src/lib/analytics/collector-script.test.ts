import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ANALYTICS_ENDPOINT, COLLECTOR_SCRIPT } from './collector-script'

type Listener = () => void

/** Just enough of a browser page for the script, recording what it sends and touches. */
function fakePage(options: {
  path?: string
  search?: string
  referrer?: string
  readyState?: string
  gpc?: boolean
  prerendering?: boolean
  article?: { top: number; height: number }
}) {
  const sent: Record<string, unknown>[] = []
  const touched: string[] = []
  const windowListeners = new Map<string, Listener[]>()
  const documentListeners = new Map<string, Listener[]>()
  const on = (map: Map<string, Listener[]>) => (type: string, listener: Listener) =>
    map.set(type, [...(map.get(type) ?? []), listener])
  let now = Date.parse('2026-11-27T13:00:00Z')
  const article = options.article ? { ...options.article } : null
  const timers: Listener[] = []
  const document = {
    referrer: options.referrer ?? '',
    readyState: options.readyState ?? 'complete',
    prerendering: options.prerendering ?? false,
    visibilityState: 'visible',
    addEventListener: on(documentListeners),
    querySelector: (selector: string) =>
      selector === '[data-article-body]' && article
        ? { getBoundingClientRect: () => ({ top: article.top, height: article.height }) }
        : null,
    get cookie() {
      touched.push('cookie')
      return ''
    },
    set cookie(_value: string) {
      touched.push('cookie=')
    },
  }
  const sandbox: Record<string, unknown> = {
    navigator: {
      globalPrivacyControl: options.gpc ?? false,
      sendBeacon: (url: string, body: string) => {
        expect(url).toBe(ANALYTICS_ENDPOINT)
        sent.push(JSON.parse(body) as Record<string, unknown>)
        return true
      },
    },
    document,
    location: { pathname: options.path ?? '/', search: options.search ?? '' },
    innerHeight: 800,
    addEventListener: on(windowListeners),
    setTimeout: (listener: Listener) => timers.push(listener),
    fetch: () => Promise.reject(new Error('fetch só quando sendBeacon falha')),
    Date: { now: () => now },
  }
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB'])
    Object.defineProperty(sandbox, name, {
      get: () => {
        touched.push(name)
        return undefined
      },
    })
  sandbox.window = sandbox
  const fire = (map: Map<string, Listener[]>, type: string) => {
    for (const listener of map.get(type) ?? []) listener()
  }
  return {
    sent,
    touched,
    run: () => runInNewContext(COLLECTOR_SCRIPT, sandbox),
    runTimers: () => timers.splice(0).forEach((listener) => listener()),
    load: () => fire(windowListeners, 'load'),
    show: () => {
      document.prerendering = false
      fire(documentListeners, 'prerenderingchange')
    },
    scrollTo: (top: number) => {
      if (article) article.top = top
      fire(windowListeners, 'scroll')
    },
    wait: (ms: number) => {
      now += ms
    },
    hide: () => {
      document.visibilityState = 'hidden'
      fire(documentListeners, 'visibilitychange')
    },
    unhide: () => {
      document.visibilityState = 'visible'
      fire(documentListeners, 'visibilitychange')
    },
    leave: () => fire(windowListeners, 'pagehide'),
  }
}

describe('the inline analytics script', () => {
  it('weighs at most 1 KB gzipped', () => {
    expect(gzipSync(COLLECTOR_SCRIPT).length).toBeLessThanOrEqual(1024)
  })

  it('sends one page view with path, referrer and query, only after the load event', () => {
    const page = fakePage({
      path: '/blog',
      search: '?utm_source=linkedin',
      referrer: 'https://www.linkedin.com/',
      readyState: 'loading',
    })
    page.run()
    page.runTimers()
    expect(page.sent).toEqual([])
    page.load()
    expect(page.sent).toEqual([])
    page.runTimers()
    expect(page.sent).toEqual([
      { t: 'v', p: '/blog', r: 'https://www.linkedin.com/', q: '?utm_source=linkedin' },
    ])
  })

  it('sends nothing with Global Privacy Control on', () => {
    const page = fakePage({ gpc: true })
    page.run()
    page.runTimers()
    page.load()
    page.runTimers()
    expect(page.sent).toEqual([])
  })

  it('waits while the page is prerendered and counts it once shown', () => {
    const page = fakePage({ prerendering: true })
    page.run()
    page.runTimers()
    expect(page.sent).toEqual([])
    page.show()
    expect(page.sent).toHaveLength(1)
  })

  it('on an article sends, once, the deepest quarter read and the active time', () => {
    // Body 2,000 px tall starting 200 px down a 800 px window: 30 % in view at first.
    const page = fakePage({ path: '/blog/post/x', article: { top: 200, height: 2000 } })
    page.run()
    page.runTimers()
    page.wait(5_000)
    page.scrollTo(-400) // (800 + 400) / 2000 = 60 % → 50
    page.wait(10_000)
    page.scrollTo(-100) // less deep: the deepest stays
    page.wait(60_000) // a pause longer than 15 s is not reading
    page.hide()
    page.unhide()
    page.wait(3_000)
    page.hide()
    page.leave()
    expect(page.sent).toEqual([
      { t: 'v', p: '/blog/post/x', r: '', q: '' },
      { t: 'e', p: '/blog/post/x', d: 50, a: 15 },
    ])
  })

  it('counts a short article read whole as 100 %', () => {
    const page = fakePage({ path: '/blog/post/curto', article: { top: 100, height: 500 } })
    page.run()
    page.runTimers()
    page.leave()
    expect(page.sent.at(-1)).toMatchObject({ t: 'e', d: 100 })
  })

  it('never reads or writes a cookie or any storage', () => {
    const page = fakePage({ path: '/blog/post/x', article: { top: 0, height: 3000 } })
    page.run()
    page.runTimers()
    page.scrollTo(-1000)
    page.leave()
    expect(page.sent).toHaveLength(2)
    expect(page.touched).toEqual([])
  })
})
