import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DemoVideo } from './demo-video'
import { findByAttribute } from './test-html'

const ID = 'aB3_-xYz09Q'

describe('demo video facade', () => {
  it('shows the poster and a real "Assistir demonstração" button, and no player, before the click', () => {
    const html = renderToStaticMarkup(<DemoVideo videoId={ID} />)
    const [button] = findByAttribute(html, 'data-demo-video-play')
    expect(button?.name).toBe('button')
    expect(button?.attribs.type).toBe('button')
    expect(html).toContain('Assistir demonstração')
    expect(html).not.toContain('<iframe')
    // Nothing in the markup points at the video host: the poster is ours.
    expect(html).not.toMatch(/youtube|ytimg|googlevideo/)
    const [poster] = findByAttribute(html, 'src')
    expect(poster?.attribs.src).toBe('/landing/ai-planner-demo-poster.svg')
    expect(poster?.attribs.alt?.length).toBeGreaterThan(20)
    expect(poster?.attribs.width).toBe('1280')
    expect(poster?.attribs.height).toBe('720')
  })

  it('with no video configured says it is coming soon and links to the form instead', () => {
    const html = renderToStaticMarkup(<DemoVideo videoId={null} />)
    expect(html).toContain('O vídeo de demonstração chega em breve')
    expect(html).not.toContain('<button')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('href="#formulario"')
    expect(findByAttribute(html, 'data-demo-video')[0]?.attribs['data-demo-video']).toBe('soon')
  })
})
