import { describe, expect, it } from 'vitest'
import { checkImageAlt, IMAGE_ALT_MAX, IMAGE_ALT_REQUIRED_MESSAGE } from './image-alt'

describe('checkImageAlt', () => {
  it('tidies the text an editor typed', () => {
    expect(checkImageAlt('  Gráfico de   barras\n por canal ')).toEqual({
      ok: true,
      alt: 'Gráfico de barras por canal',
    })
  })

  it('refuses an empty or too long text with a pt-BR message', () => {
    expect(checkImageAlt('   ')).toEqual({ ok: false, message: IMAGE_ALT_REQUIRED_MESSAGE })
    expect(checkImageAlt('a'.repeat(IMAGE_ALT_MAX + 1))).toEqual({
      ok: false,
      message: `Use no máximo ${IMAGE_ALT_MAX} caracteres.`,
    })
    expect(checkImageAlt('a'.repeat(IMAGE_ALT_MAX)).ok).toBe(true)
  })
})
