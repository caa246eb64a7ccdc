import { describe, expect, it } from 'vitest'
import { createTagState, type TagRow } from '@/next-adapter/cache-tags.mjs'
import { createUseCacheHandler } from '@/next-adapter/use-cache-handler.mjs'

let clock = 1_000_000
const now = () => clock

function entry(
  text: string,
  options: { tags?: string[]; revalidate?: number; expire?: number } = {},
) {
  return Promise.resolve({
    value: new Response(text).body!,
    tags: options.tags ?? ['blog:posts'],
    stale: 300,
    timestamp: clock,
    revalidate: options.revalidate ?? 3600,
    expire: options.expire ?? 86_400,
  })
}

async function read(handler: ReturnType<typeof createUseCacheHandler>, key: string) {
  const found = await handler.get(key, [])
  return found ? { ...found, text: await new Response(found.value).text() } : undefined
}

function setup(maxBytes?: number) {
  const rows: TagRow[] = []
  const state = createTagState({ now })
  const source = {
    read: async () => rows,
    write: async (written: TagRow[]) => void rows.push(...written),
  }
  return { state, source, rows, handler: createUseCacheHandler({ state, now, maxBytes }) }
}

describe("the 'use cache' handler", () => {
  it('serves what it stored, in a new stream each time', async () => {
    const { handler } = setup()
    await handler.set('posts', entry('sete posts'))
    expect((await read(handler, 'posts'))?.text).toBe('sete posts')
    expect((await read(handler, 'posts'))?.text).toBe('sete posts')
    expect(await read(handler, 'outra')).toBeUndefined()
  })

  it('answers a read made while the entry is still being stored', async () => {
    const { handler } = setup()
    let finish: (value: Awaited<ReturnType<typeof entry>>) => void = () => {}
    const storing = handler.set('lento', new Promise((resolve) => (finish = resolve)))
    const reading = read(handler, 'lento')
    finish(await entry('chegou'))
    await storing
    expect((await reading)?.text).toBe('chegou')
  })

  it('drops an entry whose tag was invalidated after it was made, in any process', async () => {
    const { handler, state, source, rows } = setup()
    await state.attach(source, { poll: false })
    await handler.set('posts', entry('com o post apagado', { tags: ['blog:posts', 'blog:post:a'] }))
    await handler.set('outro', entry('intocado', { tags: ['blog:category:cases'] }))
    clock += 10
    // Another process wrote it; this one sees it at its next refresh (once per request).
    rows.push({ tag: 'blog:post:a', expired: clock, stale: clock, changed: clock })
    clock += 1
    expect(await read(handler, 'posts')).toBeDefined()
    await handler.refreshTags()
    expect(await read(handler, 'posts')).toBeUndefined()
    expect((await read(handler, 'outro'))?.text).toBe('intocado')
    expect(await handler.getExpiration(['blog:post:a', 'blog:posts'])).toBe(clock - 1)
  })

  it('serves a stale-tagged entry once more, marked for a refresh (revalidate -1)', async () => {
    const { handler } = setup()
    await handler.set('posts', entry('antigo'))
    clock += 10
    await handler.updateTags(['blog:posts'], { expire: 3600 })
    clock += 1
    const found = await read(handler, 'posts')
    expect(found?.text).toBe('antigo')
    expect(found?.revalidate).toBe(-1)
  })

  it('never keeps an expire-0 entry, nor one past its revalidate time', async () => {
    const { handler } = setup()
    await handler.set('dinamico', entry('x', { expire: 0 }))
    expect(await read(handler, 'dinamico')).toBeUndefined()
    await handler.set('curto', entry('y', { revalidate: 60 }))
    clock += 61_000
    expect(await read(handler, 'curto')).toBeUndefined()
  })

  it('stays within its byte budget, dropping the least recently used entry first', async () => {
    const { handler } = setup(2_500)
    const kilobyte = 'k'.repeat(1_000)
    await handler.set('a', entry(kilobyte))
    await handler.set('b', entry(kilobyte))
    await read(handler, 'a')
    await handler.set('c', entry(kilobyte))
    expect(handler.size()).toBeLessThanOrEqual(2_500)
    expect(await read(handler, 'b')).toBeUndefined()
    expect(await read(handler, 'a')).toBeDefined()
    expect(await read(handler, 'c')).toBeDefined()
  })
})
