import { describe, expect, it } from 'vitest'
import {
  hasContent,
  isCoverImageUrl,
  normalizeTags,
  REQUIRED_MESSAGE,
  savePostSchema,
  slugFromTitle,
} from './posts'

describe('post form rules', () => {
  it('cuts a generated slug to 120 characters without a trailing hyphen', () => {
    expect(slugFromTitle('Ação & Reação!')).toBe('acao-reacao')
    const long = slugFromTitle(`${'abc '.repeat(29)}defghij`)
    expect(long.length).toBeLessThanOrEqual(120)
    expect(long.endsWith('-')).toBe(false)
  })

  it('cleans tags like the spec says', () => {
    expect(normalizeTags([' SEO ', 'seo', '', '  ', 'Mídia   Paga', 'MÍDIA PAGA'])).toEqual([
      'SEO',
      'Mídia Paga',
    ])
  })

  it('knows an empty body from a real one', () => {
    for (const empty of ['', '<p></p>', '<p> &nbsp; </p>', '<p><br></p>', '<script>x</script>'])
      expect(hasContent(empty), empty).toBe(false)
    expect(hasContent('<p>a</p>')).toBe(true)
    expect(hasContent('<img src="/api/uploads/blog-images/a.webp">')).toBe(true)
    // Read as a browser reads it: an attribute's text is not an image source, a script not text.
    expect(hasContent('<img alt="src=x">')).toBe(false)
    expect(hasContent('<img src="">')).toBe(false)
    expect(hasContent('<SCRIPT>texto</SCRIPT ><p>&#xA0;</p>')).toBe(false)
    expect(hasContent('5 < 6')).toBe(true)
  })

  it('accepts uploaded, shipped and http(s) covers only (the server then checks the host)', () => {
    expect(isCoverImageUrl('/api/uploads/blog-images/ab12.webp')).toBe(true)
    expect(isCoverImageUrl('/blog/covers/o-que-e-martech-2026.webp')).toBe(true)
    expect(isCoverImageUrl('https://cdn.exemplo.com.br/a.png')).toBe(true)
    for (const bad of [
      '/api/uploads/../x',
      '/api/uploads/blog-images/a.webp?v=1',
      '/outra/pasta.png',
      '//evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://x/a.png',
    ])
      expect(isCoverImageUrl(bad), bad).toBe(false)
  })

  it('reports missing title or content as one form-level message', () => {
    const result = savePostSchema.safeParse({
      intent: 'draft',
      title: ' ',
      slug: '',
      description: '',
      content: '<p></p>',
      coverImage: '',
      categoryId: '',
      tags: [],
      featured: false,
      status: 'draft',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.length, issue.message])).toEqual([
      [0, REQUIRED_MESSAGE],
    ])
  })
})
