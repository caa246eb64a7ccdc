/*
 * The visitor's query string goes along with the redirect (utm_*, gclid, fbclid...), merged
 * with the target's own: a parameter the target sets keeps the target's value, the rest of the
 * visitor's is appended as it was sent, byte for byte (no re-encoding). Parameters a rule
 * matched on (`/?p=123`) identified the old address and are not passed on.
 */

function paramName(pair: string): string {
  const equals = pair.indexOf('=')
  const raw = equals === -1 ? pair : pair.slice(0, equals)
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}

function pairs(query: string): string[] {
  return query === '' ? [] : query.split('&').filter((pair) => pair !== '')
}

/**
 * `target` (a path or URL, maybe with its own query and fragment) with `requestQuery` (raw,
 * without `?`) merged in, leaving out the parameters named in `consumed`.
 */
export function withQuery(
  target: string,
  requestQuery: string,
  consumed: ReadonlySet<string> | null = null,
): string {
  if (requestQuery === '') return target
  const hash = target.indexOf('#')
  const fragment = hash === -1 ? '' : target.slice(hash)
  const bare = hash === -1 ? target : target.slice(0, hash)
  const mark = bare.indexOf('?')
  const base = mark === -1 ? bare : bare.slice(0, mark)
  const own = mark === -1 ? [] : pairs(bare.slice(mark + 1))
  if (own.length === 0 && consumed === null) return `${base}?${requestQuery}${fragment}`
  const taken = new Set(own.map(paramName))
  const kept = pairs(requestQuery).filter((pair) => {
    const name = paramName(pair)
    return !taken.has(name) && !(consumed?.has(name) ?? false)
  })
  const all = [...own, ...kept]
  return all.length === 0 ? `${base}${fragment}` : `${base}?${all.join('&')}${fragment}`
}

/** `target` with `rest` (`''` or `/x/y`) added to its path, before its query and fragment. */
export function appendPath(target: string, rest: string): string {
  if (rest === '') return target
  const end = target.search(/[?#]/)
  const base = end === -1 ? target : target.slice(0, end)
  const tail = end === -1 ? '' : target.slice(end)
  return `${base.replace(/\/+$/, '')}${rest}${tail}`
}
