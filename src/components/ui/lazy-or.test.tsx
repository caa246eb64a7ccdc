import { createElement, Suspense } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { lazyOr } from './lazy-or'

async function render(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(Suspense, null, node))
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

const Hello = ({ name }: { name: string }) => <p>Olá, {name}</p>
const Unavailable = () => <p>indisponível</p>

describe('lazyOr', () => {
  it('renders the component its loader resolves to, with the props given', async () => {
    const Lazy = lazyOr(() => Promise.resolve(Hello), Unavailable)
    expect(await render(<Lazy name="Ana" />)).toContain('Olá, <!-- -->Ana')
  })

  it('renders the stand-in when the chunk cannot be fetched', async () => {
    const Lazy = lazyOr<{ name: string }>(
      () => Promise.reject(new Error('ChunkLoadError')),
      Unavailable,
    )
    expect(await render(<Lazy name="Ana" />)).toContain('indisponível')
  })
})
