import { describe, expect, it } from 'vitest'
import { htmlText, htmlTokens, tagAttribute } from './html-text'

const tokens = (html: string) =>
  [...htmlTokens(html)].map((token) =>
    token.kind === 'text' ? `text:${token.text}` : `${token.closing ? '/' : ''}${token.name}`,
  )

describe('htmlTokens', () => {
  it('splits text from tags, names in lowercase', () => {
    expect(tokens('<P class="a">Olá <STRONG>mundo</STRONG></P>')).toEqual([
      'p',
      'text:Olá ',
      'strong',
      'text:mundo',
      '/strong',
      '/p',
    ])
  })

  it('reads a "<" that starts no tag as text, as a browser does', () => {
    expect(tokens('5 < 6 e <<b>x')).toEqual(['text:5 < 6 e <', 'b', 'text:x'])
    // No ">" anywhere after it: the rest is text.
    expect(tokens('<p>a</p><img src="x" <b')).toEqual(['p', 'text:a', '/p', 'text:<img src="x" <b'])
  })

  it('skips comments and the content of script and style, whatever the case', () => {
    expect(tokens('a<!-- <p>x</p> -->b<!-- sem fim')).toEqual(['text:a', 'text:b'])
    expect(tokens('<SCRIPT type="x">if (a<b) {}</Script >c<style>p{}</style>')).toEqual([
      'script',
      'text:c',
      'style',
    ])
  })

  it('reads an unclosed script as plain markup, and only names that end there close it', () => {
    expect(tokens('<script>a<p>b')).toEqual(['script', 'text:a', 'p', 'text:b'])
    expect(tokens('<script>a</scripts>b</script>c')).toEqual(['script', 'text:c'])
  })
})

describe('tagAttribute', () => {
  it('reads quoted, unquoted and empty values, names in any case', () => {
    expect(tagAttribute('<img alt="a > b" SRC=/x.webp>', 'src')).toBe('/x.webp')
    expect(tagAttribute("<img src='/y.webp' alt=x>", 'src')).toBe('/y.webp')
    expect(tagAttribute('<img src = "z" >', 'src')).toBe('z')
    expect(tagAttribute('<img src>', 'src')).toBe('')
    expect(tagAttribute('<img/src="w"/>', 'src')).toBe('w')
  })

  it('does not take a value for an attribute', () => {
    expect(tagAttribute('<img alt="src=/x.webp">', 'src')).toBeUndefined()
    expect(tagAttribute('<img data-src="/x.webp">', 'src')).toBeUndefined()
    expect(tagAttribute('<img alt="sem fim', 'src')).toBeUndefined()
  })
})

describe('htmlText', () => {
  it('is the text a reader sees, a space per tag, no-break spaces as spaces', () => {
    expect(htmlText('<p>a<strong>b</strong></p><script>x y</script>&nbsp;&#160;&#XA0;c')).toBe(
      // A space each for p, strong, /strong, /p and script (whose content and end tag are
      // skipped), then the three entities.
      ` a b${' '.repeat(6)}c`,
    )
  })
})
