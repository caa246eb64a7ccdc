import { describe, expect, it } from 'vitest'
import { autop } from './autop'
import {
  convertHtmlContent,
  convertWordPressContent,
  replaceImageUrls,
  type MediaLibrary,
} from './content'

const library: MediaLibrary = {
  byId: new Map([
    ['10', { url: 'https://old.example/a.jpg', alt: 'Primeira', title: 'a' }],
    ['11', { url: 'https://old.example/b.jpg?w=300&h=200', alt: null, title: 'b' }],
  ]),
  byParent: new Map([['7', [{ url: 'https://old.example/child.jpg', alt: 'Filha', title: 'c' }]]]),
}

describe('autop (wpautop for classic posts)', () => {
  it('makes paragraphs of blank lines and <br> of single newlines', () => {
    expect(autop('Linha um\nlinha dois\n\nSegundo parágrafo')).toBe(
      '<p>Linha um<br />\nlinha dois</p>\n<p>Segundo parágrafo</p>',
    )
  })

  it('never wraps block elements, and leaves <pre> as written', () => {
    const html = autop(
      'Antes\n<ul>\n<li>um</li>\n<li>dois</li>\n</ul>\n<pre>a\n\nb</pre>\n<h2>Título</h2>\nDepois',
    )
    expect(html).toBe(
      '<p>Antes</p>\n<ul>\n<li>um</li>\n<li>dois</li>\n</ul>\n<pre>a\n\nb</pre>\n<h2>Título</h2>\n<p>Depois</p>',
    )
  })

  it('puts the paragraphs inside a blockquote or a div that holds several', () => {
    expect(autop('<blockquote>Citação</blockquote>')).toBe(
      '<blockquote><p>Citação</p></blockquote>',
    )
    expect(autop('<div>\num\n\ndois\n</div>')).toBe('<div><p>um</p>\n<p>dois</p></div>')
  })

  it('ends a paragraph at two <br>s and keeps a single one', () => {
    expect(autop('um<br>\ndois<br /><br />três')).toBe('<p>um<br>\ndois</p>\n<p>três</p>')
  })
})

describe('convertWordPressContent', () => {
  it('drops block-editor comments and leaves block posts without wpautop', () => {
    const result = convertWordPressContent(
      '<!-- wp:paragraph -->\n<p>Olá\nmundo</p>\n<!-- /wp:paragraph -->',
    )
    expect(result.format).toBe('blocks')
    expect(result.html).toBe('<p>Olá\nmundo</p>')
  })

  it('turns a caption into the image and an italic caption paragraph, the image link kept', () => {
    const { html } = convertWordPressContent(
      '[caption id="attachment_754" align="alignnone" width="604"]<a href="https://old.example/full.jpg">' +
        '<img src="https://old.example/img.jpg?w=604" alt="Sino" /></a> Sino no cais[/caption]',
    )
    expect(html).toMatch(
      /^<p><a href="https:\/\/old.example\/full.jpg"><img src="[^"]+" alt="Sino" \/><\/a><\/p>\s*<p><em>Sino no cais<\/em><\/p>$/,
    )
  })

  it('takes the caption="" attribute of old captions', () => {
    const { html } = convertWordPressContent(
      '[caption caption="Legenda antiga"]<img src="https://x/i.jpg">[/caption]',
    )
    expect(html).toContain('<p><em>Legenda antiga</em></p>')
  })

  it('shows a gallery as the images of its ids, reporting ids the export lacks', () => {
    const result = convertWordPressContent('[gallery columns="2" ids="10,11,99"]', '1', library)
    expect(result.html).toBe(
      '<p><img src="https://old.example/a.jpg" alt="Primeira">' +
        '<img src="https://old.example/b.jpg?w=300&amp;h=200" alt=""></p>',
    )
    expect(result.imageUrls).toEqual([
      'https://old.example/a.jpg',
      'https://old.example/b.jpg?w=300&h=200',
    ])
    expect(result.missingAttachmentIds).toEqual(['99'])
  })

  it('shows a gallery without ids as the attachments uploaded to the post', () => {
    expect(convertWordPressContent('[gallery]', '7', library).imageUrls).toEqual([
      'https://old.example/child.jpg',
    ])
  })

  it('links embeds and bare YouTube or Vimeo addresses on their own line', () => {
    const result = convertWordPressContent(
      'Veja:\n\nhttps://www.youtube.com/watch?v=abc\n\n[embed]https://vimeo.com/123[/embed]\n\nTexto com https://vimeo.com/9 no meio.',
    )
    expect(result.html).toBe(
      '<p>Veja:</p>\n<p><a href="https://www.youtube.com/watch?v=abc">https://www.youtube.com/watch?v=abc</a></p>\n' +
        '<p><a href="https://vimeo.com/123">https://vimeo.com/123</a></p>\n<p>Texto com https://vimeo.com/9 no meio.</p>',
    )
    expect(result.embeds).toEqual(['https://www.youtube.com/watch?v=abc', 'https://vimeo.com/123'])
  })

  it('turns an <iframe> player into a link to it', () => {
    const result = convertHtmlContent(
      '<iframe src="https://www.youtube.com/embed/abc" width="560"></iframe>',
    )
    expect(result.html).toBe(
      '<a href="https://www.youtube.com/embed/abc">https://www.youtube.com/embed/abc</a>',
    )
    expect(result.embeds).toEqual(['https://www.youtube.com/embed/abc'])
  })

  it('makes every <h1> an <h2>, attributes kept', () => {
    const { html } = convertWordPressContent('<h1 class="x">Um</h1>\n\n<H1>Dois</H1>')
    expect(html).toBe('<h2 class="x">Um</h2>\n<h2>Dois</h2>')
  })

  it('drops and counts every other shortcode, keeping the text an enclosing one wrapped', () => {
    const result = convertWordPressContent(
      '[audio https://x/a.mp3]\n\n[su_box title="Aviso"]Cuidado[/su_box] [contact-form-7 id="5"] [su_box]Outro[/su_box]',
    )
    expect(result.html).toBe('<p>Cuidado  Outro</p>')
    expect(result.shortcodes).toEqual([
      { name: 'audio', count: 1 },
      { name: 'su_box', count: 2 },
      { name: 'contact-form-7', count: 1 },
    ])
    expect(result.html).not.toMatch(/\[[a-z]/)
  })

  it('leaves prose in brackets and shows escaped shortcodes as text', () => {
    const result = convertWordPressContent(
      'Um barco [simple boat] e [sic]. Use [[gallery]] para galerias.',
    )
    expect(result.html).toBe(
      '<p>Um barco [simple boat] e [sic]. Use &#91;gallery&#93; para galerias.</p>',
    )
    expect(result.shortcodes).toEqual([])
  })

  it('lists each image once, in order, without the srcset that names old sizes', () => {
    const result = convertHtmlContent(
      '<p><img src="https://x/1.jpg" srcset="https://x/1-300.jpg 300w" sizes="100vw"><img src="https://x/2.jpg"><img src="https://x/1.jpg"></p>',
    )
    expect(result.imageUrls).toEqual(['https://x/1.jpg', 'https://x/2.jpg'])
    expect(result.html).not.toContain('srcset')
  })
})

describe('replaceImageUrls', () => {
  it('swaps each image address and the links to the same file, nothing else', () => {
    const html =
      '<p><a href="https://old/a.jpg?x=1&amp;y=2"><img src="https://old/a.jpg?x=1&amp;y=2" alt="A"></a>' +
      '<img src="https://old/b.jpg"> <a href="https://old/page">https://old/a.jpg</a></p>'
    const result = replaceImageUrls(
      html,
      new Map([['https://old/a.jpg?x=1&y=2', '/uploads/a.webp']]),
    )
    expect(result).toBe(
      '<p><a href="/uploads/a.webp"><img src="/uploads/a.webp" alt="A"></a>' +
        '<img src="https://old/b.jpg"> <a href="https://old/page">https://old/a.jpg</a></p>',
    )
  })
})
