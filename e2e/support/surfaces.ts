import { expect } from 'vitest'

/*
 * The public surfaces a blog change shows on (article, /blog, its category page, the sitemap and
 * the RSS feed), read from one instance, and a watcher that notes when each first shows a change.
 */

export interface Surface {
  status: number
  body: string
  /** The micro-cache's answer header (HIT when it replayed a page it kept). */
  micro: string | null
}

export type Surfaces = Record<string, Surface>
export type Check = (surface: Surface) => boolean

export function surfacePaths(slug: string, category: string): Record<string, string> {
  return {
    article: `/blog/post/${slug}`,
    blog: '/blog',
    category: `/blog/categoria/${category}`,
    sitemap: '/sitemap.xml',
    rss: '/blog/rss.xml',
  }
}

export async function readSurfaces(base: string, paths: Record<string, string>): Promise<Surfaces> {
  const entries = await Promise.all(
    Object.entries(paths).map(async ([name, path]) => {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' })
      const surface: Surface = {
        status: response.status,
        body: await response.text(),
        micro: response.headers.get('x-micro-cache'),
      }
      return [name, surface] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** Each surface read twice: the second answer comes from the instance's caches (micro-cache too). */
export async function warm(base: string, paths: Record<string, string>): Promise<Surfaces> {
  await readSurfaces(base, paths)
  return readSurfaces(base, paths)
}

/** The sitemap's entry for a post (address and last change), or null. */
export function sitemapEntry(body: string, slug: string): string | null {
  const match = new RegExp(`<url><loc>[^<]*/blog/post/${slug}</loc>(<lastmod>[^<]*</lastmod>)?`)
  return match.exec(body)?.[0] ?? null
}

/** A post is listed: its article answers with its title, each list links it. */
export function listedChecks(slug: string, title: string): Record<string, Check> {
  const linked: Check = (s) => s.status === 200 && s.body.includes(`/blog/post/${slug}`)
  return {
    article: (s) => s.status === 200 && s.body.includes(title),
    blog: linked,
    category: linked,
    sitemap: (s) => sitemapEntry(s.body, slug) !== null,
    rss: linked,
  }
}

export function unlistedChecks(slug: string, title: string): Record<string, Check> {
  const listed = listedChecks(slug, title)
  return Object.fromEntries(
    Object.entries(listed).map(([name, check]) => [name, (s: Surface) => !check(s)]),
  )
}

export interface Seen {
  /** When the first request answered with the change was sent, and when its answer came. */
  sent: number
  arrived: number
}

/**
 * Asks each surface of each base over and over, each on its own (a slow render of one does not
 * delay the others), and notes, per `base/surface`, the first answer that passed its check,
 * from now until `timeoutMs` after `until` settles.
 */
export async function watchSurfaces(
  bases: Record<string, string>,
  paths: Record<string, string>,
  checks: Record<string, Check>,
  until: Promise<unknown>,
  timeoutMs = 5_000,
): Promise<Record<string, Seen>> {
  const seen: Record<string, Seen> = {}
  // Watched from before the change; given up `timeoutMs` after it is done.
  let deadline = Infinity
  void until.then(
    () => (deadline = Date.now() + timeoutMs),
    () => (deadline = 0),
  )
  const watchOne = async (key: string, url: string, check: Check) => {
    while (Date.now() < deadline) {
      const sent = Date.now()
      const response = await fetch(url, { redirect: 'manual' })
      const surface: Surface = {
        status: response.status,
        body: await response.text(),
        micro: response.headers.get('x-micro-cache'),
      }
      if (check(surface)) {
        seen[key] = { sent, arrived: Date.now() }
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  await Promise.all(
    Object.entries(bases).flatMap(([baseName, base]) =>
      Object.entries(checks).map(([name, check]) =>
        watchOne(`${baseName}/${name}`, `${base}${paths[name]}`, check),
      ),
    ),
  )
  return seen
}

export async function until(
  condition: () => Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return condition()
}

/**
 * Each change's figures per `instance/surface`: ms from the change being done to the sending, and
 * to the arrival, of the first request answered with it (negative: before it was done).
 */
const figures: Record<string, Record<string, [sent: number, arrived: number]>> = {}

export function printFigures(): void {
  if (Object.keys(figures).length === 0) return
  const lines = Object.entries(figures).map(
    ([change, seen]) => `${change}: ${JSON.stringify(seen)}`,
  )
  console.info(
    `ms from each change to the first fresh answer (sent, arrived):\n${lines.join('\n')}`,
  )
}

/**
 * Warms each instance's caches for the surfaces (`prepare` first), runs the change and measures
 * when each instance shows it; within 1 s of the change being done. Each check must fail before
 * the change, so nothing passes without it.
 */
export async function measure(
  change: string,
  paths: Record<string, string>,
  checks: Record<string, Check>,
  act: () => Promise<void>,
  options: { bases: Record<string, string>; prepare?: () => Promise<void> },
): Promise<void> {
  await options.prepare?.()
  for (const base of Object.values(options.bases)) {
    const before = await warm(base, paths)
    for (const [name, check] of Object.entries(checks))
      expect(check(before[name]!), name).toBe(false)
    // The micro-cache keeps /blog: a purge that missed this instance would replay it for 5 s.
    expect(before.blog?.micro).toBe('HIT')
  }
  let done = 0
  const action = act().then(() => {
    done = Date.now()
  })
  const seen = await watchSurfaces(options.bases, paths, checks, action)
  await action
  const figure = Object.fromEntries(
    Object.entries(seen).map(([key, at]) => [key, [at.sent - done, at.arrived - done] as const]),
  )
  figures[change] = figure as Record<string, [number, number]>
  const expected = Object.keys(options.bases).flatMap((base) =>
    Object.keys(checks).map((name) => `${base}/${name}`),
  )
  expect(Object.keys(seen).sort()).toEqual(expected.sort())
  // Soft: every change is measured and printed, even after one was slow.
  for (const [surface, [sent]] of Object.entries(figure))
    expect.soft(sent, `${change}: ${surface}`).toBeLessThanOrEqual(1_000)
}
