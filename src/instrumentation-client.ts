/*
 * Runs in the browser before hydration, on every page.
 *
 * zod 4 probes `new Function('')` on its first object parse to pick its fast path. No page's
 * Content-Security-Policy allows eval, so the probe is refused: caught by zod, but still
 * reported as a CSP violation on every form submit. jitless skips the probe (zod reads this
 * shared global config object, whether or not zod has loaded yet). Server-side parsing keeps
 * the fast path.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig ??= {}
zodGlobal.__zod_globalConfig.jitless = true
