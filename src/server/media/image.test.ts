import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, UploadError } from './errors'
import { MAX_INPUT_PIXELS, MAX_OUTPUT_WIDTH, processUpload } from './image'
import { looksLikeSvg, sniffImageKind } from './sniff'
import {
  animatedGif,
  EXIF_CAMERA,
  GPS_IFD_TAG,
  jpegWithExif,
  pngClaimingDimensions,
  solidImage,
  SVG_WITH_SCRIPT,
  TEXT_AS_PNG,
} from './test-fixtures'

async function refusal(bytes: Buffer): Promise<UploadError> {
  const error = await processUpload(bytes).then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(UploadError)
  return error as UploadError
}

describe('sniffImageKind', () => {
  it('reads the four accepted formats from their bytes', async () => {
    expect(sniffImageKind(await solidImage('jpeg', 4, 4))).toBe('jpeg')
    expect(sniffImageKind(await solidImage('png', 4, 4))).toBe('png')
    expect(sniffImageKind(await solidImage('webp', 4, 4))).toBe('webp')
    expect(sniffImageKind(await solidImage('gif', 4, 4))).toBe('gif')
  })

  it('recognises nothing else, whatever the name or MIME type said', () => {
    expect(sniffImageKind(TEXT_AS_PNG)).toBeNull()
    expect(sniffImageKind(SVG_WITH_SCRIPT)).toBeNull()
    expect(sniffImageKind(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    expect(sniffImageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffImageKind(Buffer.alloc(0))).toBeNull()
  })

  it('spots SVG, with or without an XML prolog or BOM', () => {
    expect(looksLikeSvg(SVG_WITH_SCRIPT)).toBe(true)
    expect(looksLikeSvg(Buffer.from('\uFEFF  <svg xmlns="x"></svg>'))).toBe(true)
    expect(looksLikeSvg(TEXT_AS_PNG)).toBe(false)
  })
})

describe('processUpload', () => {
  it('auto-rotates a phone JPEG, strips EXIF and GPS, and returns WebP', async () => {
    const input = await jpegWithExif()
    // The fixture really carries what must disappear.
    expect(input.includes(EXIF_CAMERA)).toBe(true)
    expect(input.includes(GPS_IFD_TAG)).toBe(true)
    expect((await sharp(input).metadata()).orientation).toBe(6)

    const result = await processUpload(input)
    expect(result.contentType).toBe('image/webp')
    expect(result.sourceKind).toBe('jpeg')
    expect(sniffImageKind(result.body)).toBe('webp')
    const meta = await sharp(result.body).metadata()
    expect(meta.format).toBe('webp')
    // Stored 40x20 sideways, displayed 20x40: the rotation was applied to the pixels.
    expect([meta.width, meta.height]).toEqual([20, 40])
    expect([result.width, result.height]).toEqual([20, 40])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(result.body.includes(EXIF_CAMERA)).toBe(false)
    expect(result.body.includes('Exif')).toBe(false)
  })

  it('caps the width at 1920 and never enlarges', async () => {
    const wide = await processUpload(await solidImage('png', 3000, 1000))
    expect([wide.width, wide.height]).toEqual([MAX_OUTPUT_WIDTH, 640])
    const small = await processUpload(await solidImage('png', 300, 200))
    expect([small.width, small.height]).toEqual([300, 200])
  })

  it('accepts WebP and GIF; an animated GIF keeps its first frame', async () => {
    expect((await processUpload(await solidImage('webp', 50, 50))).sourceKind).toBe('webp')
    const gif = await processUpload(await animatedGif())
    expect([gif.width, gif.height]).toEqual([30, 10])
    const meta = await sharp(gif.body).metadata()
    expect(meta.pages ?? 1).toBe(1)
    const { data } = await sharp(gif.body).raw().toBuffer({ resolveWithObject: true })
    // First frame is red.
    expect(data[0]).toBeGreaterThan(200)
    expect(data[2]).toBeLessThan(60)
  })

  it('refuses text renamed .png and SVG with a pt-BR reason', async () => {
    const text = await refusal(TEXT_AS_PNG)
    expect(text).toMatchObject({ status: 415, title: 'Tipo de arquivo inválido' })
    expect(text.description).toMatch(/não é uma imagem JPG, PNG, WEBP ou GIF/)
    const svg = await refusal(SVG_WITH_SCRIPT)
    expect(svg).toMatchObject({ status: 415, title: 'Tipo de arquivo inválido' })
    expect(svg.description).toMatch(/SVG não são aceitas/)
  })

  it('refuses a PNG header claiming 30000x30000 before decoding it', async () => {
    const bomb = pngClaimingDimensions(30_000, 30_000)
    expect(bomb.length).toBeLessThan(200_000)
    const error = await refusal(bomb)
    expect(error).toMatchObject({ status: 422, title: 'Tipo de arquivo inválido' })
    expect(error.description).toMatch(/40 megapixels/)
    expect(30_000 * 30_000).toBeGreaterThan(MAX_INPUT_PIXELS)
  })

  it('refuses a truncated image and a mislabelled one as unreadable (422), not a crash', async () => {
    const png = await solidImage('png', 200, 200)
    expect(await refusal(png.subarray(0, 60))).toMatchObject({ status: 422 })
    // A PNG signature glued in front of JPEG data.
    const jpeg = await solidImage('jpeg', 20, 20)
    const mislabelled = Buffer.concat([png.subarray(0, 8), jpeg])
    expect(await refusal(mislabelled)).toMatchObject({ status: 422 })
  })

  it('refuses more than 5 MB even if called directly', async () => {
    const big = Buffer.concat([await solidImage('png', 2, 2), Buffer.alloc(MAX_UPLOAD_BYTES)])
    expect(await refusal(big)).toMatchObject({ status: 413, title: 'Arquivo muito grande' })
  })
})
