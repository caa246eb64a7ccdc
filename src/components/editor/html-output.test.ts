import { describe, expect, it } from 'vitest'
import { compactListItems } from './html-output'

describe('compactListItems', () => {
  it('unwraps a list item holding one paragraph', () => {
    expect(
      compactListItems('<ul><li><p>um <strong>dois</strong></p></li><li><p>três</p></li></ul>'),
    ).toBe('<ul><li>um <strong>dois</strong></li><li>três</li></ul>')
  })

  it('keeps items with several paragraphs or nested lists as they are', () => {
    const several = '<ol><li><p>a</p><p>b</p></li></ol>'
    expect(compactListItems(several)).toBe(several)
    const nested = '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>'
    expect(compactListItems(nested)).toBe('<ul><li><p>a</p><ul><li>b</li></ul></li></ul>')
  })

  it('leaves paragraphs outside lists alone', () => {
    expect(compactListItems('<p>texto</p><p></p>')).toBe('<p>texto</p><p></p>')
  })
})
