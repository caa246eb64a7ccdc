/*
 * The alternative text of an image in a post body: what screen readers read and search engines
 * index. It is asked when the image is inserted and can be edited later; the sanitizer keeps
 * `alt` on <img>, so what is typed here is what readers get.
 */

export const IMAGE_ALT_MAX = 250

export const IMAGE_ALT_HINT =
  'Diga o que a imagem mostra e por que ela está no texto, como a descreveria por telefone.'

export const IMAGE_ALT_REQUIRED_MESSAGE =
  'Descreva a imagem: quem não pode vê-la depende deste texto.'

export type ImageAltCheck = { ok: true; alt: string } | { ok: false; message: string }

export function checkImageAlt(value: string): ImageAltCheck {
  const alt = value.trim().replace(/\s+/g, ' ')
  if (!alt) return { ok: false, message: IMAGE_ALT_REQUIRED_MESSAGE }
  if (alt.length > IMAGE_ALT_MAX) {
    return { ok: false, message: `Use no máximo ${IMAGE_ALT_MAX} caracteres.` }
  }
  return { ok: true, alt }
}
