import 'server-only'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** Test-only builders of hostile and ordinary upload bytes (imported by tests, never by the app). */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A tiny, well-formed PNG whose IHDR claims `width` x `height` (valid CRCs): the classic
 * decompression bomb header. Its IDAT holds one compressed row, so decoding would fail late.
 */
export function pngClaimingDimensions(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(2, 9) // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

export const EXIF_CAMERA = 'CameraSecretaXYZ'

/**
 * A 40x20 JPEG stored sideways (EXIF orientation 6, so it displays 20x40) with a camera make
 * and GPS coordinates: what a phone uploads.
 */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: EXIF_CAMERA, Model: 'Modelo' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer()
}

export async function solidImage(
  format: 'png' | 'webp' | 'gif' | 'jpeg',
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e86de' } })
    .toFormat(format)
    .toBuffer()
}

/** Two-frame animated GIF, 30x10: a red frame, then a blue one. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 30, height: 10, channels: 3, background } })
      .png()
      .toBuffer()
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ loop: 0 })
    .toBuffer()
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
)

/** Plain text saved as "foto.png". */
export const TEXT_AS_PNG = Buffer.from('isto não é uma imagem, só texto com extensão .png\n')

/** The GPS IFD pointer tag (0x8825), little-endian as sharp writes it. */
export const GPS_IFD_TAG = Buffer.from([0x25, 0x88])
