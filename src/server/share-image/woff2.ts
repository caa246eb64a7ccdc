import 'server-only'
import { brotliDecompressSync } from 'node:zlib'

/*
 * WOFF2 -> TrueType, so the share image can use the Inter the site ships (@fontsource-variable
 * only has .woff2, and the FreeType inside sharp is built without WOFF2). Follows the W3C WOFF2
 * spec, sections 4-5: a Brotli stream of tables where glyf/loca may be "transformed" (split
 * into streams) and must be rebuilt. Single fonts only, no collections; hmtx must be untransformed.
 */

// The spec's table of known tags, in index order (section 5.1 "knownTableTags").
const TAGS = [
  ...'cmap head hhea hmtx maxp name OS/2 post'.split(' '),
  'cvt ',
  ...'fpgm glyf loca prep'.split(' '),
  'CFF ',
  ...'VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC'.split(' '),
  ...'JSTF MATH CBDT CBLC COLR CPAL'.split(' '),
  'SVG ',
  ...'sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort'.split(' '),
  ...'morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'.split(' '),
]

class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos = 0,
  ) {}
  u8 = () => this.buf.readUInt8(this.pos++)
  u16 = () => ((this.pos += 2), this.buf.readUInt16BE(this.pos - 2))
  i16 = () => ((this.pos += 2), this.buf.readInt16BE(this.pos - 2))
  u32 = () => ((this.pos += 4), this.buf.readUInt32BE(this.pos - 4))
  bytes = (n: number) => ((this.pos += n), this.buf.subarray(this.pos - n, this.pos))
  since = (from: number) => this.buf.subarray(from, this.pos)
  base128(): number {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = this.u8()
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error('WOFF2: UIntBase128 inválido')
  }
  u255(): number {
    const code = this.u8()
    if (code === 253) return this.u16()
    if (code === 255) return this.u8() + 253
    if (code === 254) return this.u8() + 506
    return code
  }
}

interface Entry {
  tag: string
  length: number
  transformed: boolean
  data: Buffer
}

export function woff2ToTtf(woff2: Buffer): Buffer {
  const head = new Reader(woff2)
  if (head.u32() !== 0x774f4632) throw new Error('WOFF2: assinatura inválida')
  const flavor = head.u32()
  head.pos = 12
  const numTables = head.u16()
  head.pos = 20
  const compressedSize = head.u32()
  head.pos = 48
  const entries: Omit<Entry, 'data'>[] = []
  const stored: number[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = head.u8()
    const tag = (flags & 0x3f) === 0x3f ? head.bytes(4).toString('latin1') : TAGS[flags & 0x3f]
    if (!tag) throw new Error('WOFF2: tabela desconhecida')
    const version = flags >> 6
    const length = head.base128()
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0
    if (transformed && tag !== 'glyf' && tag !== 'loca')
      throw new Error(`WOFF2: ${tag} transformada`)
    stored.push(transformed ? head.base128() : length)
    entries.push({ tag, length, transformed })
  }
  const stream = brotliDecompressSync(woff2.subarray(head.pos, head.pos + compressedSize))
  let offset = 0
  const tables = new Map<string, Entry>()
  entries.forEach((entry, i) => {
    const size = stored[i] ?? 0
    tables.set(entry.tag, { ...entry, data: stream.subarray(offset, offset + size) })
    offset += size
  })
  const glyf = tables.get('glyf')
  const loca = tables.get('loca')
  if (glyf?.transformed && loca) {
    const rebuilt = rebuildGlyf(glyf.data)
    glyf.data = rebuilt.glyf
    loca.data = rebuilt.loca
  }
  return assemble(flavor, [...tables.values()])
}

/** The seven streams of a transformed glyf table, in the order the spec stores them. */
const STREAMS = [
  'nContours',
  'nPoints',
  'flags',
  'glyphs',
  'composites',
  'bboxes',
  'instr',
] as const
type Streams = Record<(typeof STREAMS)[number], Reader>

function rebuildGlyf(data: Buffer): { glyf: Buffer; loca: Buffer } {
  // Skipped: version and optionFlags (the overlap bitmap only sets a hint FreeType ignores).
  const r = new Reader(data, 4)
  const numGlyphs = r.u16()
  const indexFormat = r.u16()
  const sizes = STREAMS.map(() => r.u32())
  let at = r.pos
  const s = {} as Streams
  STREAMS.forEach((name, i) => {
    const size = sizes[i] ?? 0
    s[name] = new Reader(data.subarray(at, at + size))
    at += size
  })
  const { nContours, glyphs: glyphS, composites: compositeS, bboxes: bboxS, instr: instrS } = s
  const bitmap = bboxS.bytes(4 * Math.floor((numGlyphs + 31) / 32))
  const hasBbox = (i: number) => ((bitmap[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0
  const glyphs: Buffer[] = []
  for (let i = 0; i < numGlyphs; i++) {
    const contours = nContours.i16()
    if (contours === 0) glyphs.push(Buffer.alloc(0))
    else if (contours > 0) glyphs.push(simpleGlyph(contours, hasBbox(i), s))
    else glyphs.push(compositeGlyph(compositeS, glyphS, instrS, bboxS))
  }
  const offsets: number[] = [0]
  const padded = glyphs.map((g) => {
    const out = Buffer.concat([g, Buffer.alloc((4 - (g.length % 4)) % 4)])
    offsets.push((offsets.at(-1) ?? 0) + out.length)
    return out
  })
  const loca = Buffer.alloc(offsets.length * (indexFormat ? 4 : 2))
  offsets.forEach((o, i) =>
    indexFormat ? loca.writeUInt32BE(o, i * 4) : loca.writeUInt16BE(o / 2, i * 2),
  )
  return { glyf: Buffer.concat(padded), loca }
}

const withSign = (flag: number, value: number) => (flag & 1 ? value : -value)

function simpleGlyph(contours: number, explicitBbox: boolean, s: Streams): Buffer {
  const { nPoints, flags: flagS, glyphs: glyphS, bboxes: bboxS, instr: instrS } = s
  const ends: number[] = []
  let total = 0
  for (let c = 0; c < contours; c++) ends.push((total += nPoints.u255()) - 1)
  const xs: number[] = []
  const ys: number[] = []
  const onCurve: boolean[] = []
  let x = 0
  let y = 0
  for (let p = 0; p < total; p++) {
    const raw = flagS.u8()
    onCurve.push(!(raw >> 7))
    const flag = raw & 0x7f
    let dx: number
    let dy: number
    if (flag < 10) {
      dx = 0
      dy = withSign(flag, ((flag & 14) << 7) + glyphS.u8())
    } else if (flag < 20) {
      dx = withSign(flag, (((flag - 10) & 14) << 7) + glyphS.u8())
      dy = 0
    } else if (flag < 84) {
      const b0 = flag - 20
      const b1 = glyphS.u8()
      dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4))
      dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f))
    } else if (flag < 120) {
      const b0 = flag - 84
      dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + glyphS.u8())
      dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + glyphS.u8())
    } else if (flag < 124) {
      const b1 = glyphS.u8()
      const b2 = glyphS.u8()
      dx = withSign(flag, (b1 << 4) + (b2 >> 4))
      dy = withSign(flag >> 1, ((b2 & 0x0f) << 8) + glyphS.u8())
    } else {
      dx = withSign(flag, glyphS.u16())
      dy = withSign(flag >> 1, glyphS.u16())
    }
    xs.push((x += dx))
    ys.push((y += dy))
  }
  const instructions = instrS.bytes(glyphS.u255())
  const bbox = explicitBbox
    ? [bboxS.i16(), bboxS.i16(), bboxS.i16(), bboxS.i16()]
    : [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
  // Plain encoding: every coordinate a 16-bit delta (valid, if not the smallest).
  const out = Buffer.alloc(10 + 2 * contours + 2 + instructions.length + total * 5)
  let o = out.writeInt16BE(contours, 0)
  for (const v of bbox) o = out.writeInt16BE(v, o)
  for (const e of ends) o = out.writeUInt16BE(e, o)
  o = out.writeUInt16BE(instructions.length, o)
  o += instructions.copy(out, o)
  for (const on of onCurve) o = out.writeUInt8(on ? 1 : 0, o)
  for (const values of [xs, ys]) {
    let prev = 0
    for (const v of values) {
      o = out.writeInt16BE(v - prev, o)
      prev = v
    }
  }
  return out
}

function compositeGlyph(comp: Reader, glyphS: Reader, instrS: Reader, bboxS: Reader): Buffer {
  const start = comp.pos
  let flags: number
  let instructions = false
  do {
    flags = comp.u16()
    instructions ||= (flags & 0x0100) !== 0
    comp.pos += 2 + (flags & 0x0001 ? 4 : 2)
    comp.pos += flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0
  } while (flags & 0x0020)
  const parts = [Buffer.alloc(10), comp.since(start)]
  parts[0]?.writeInt16BE(-1, 0)
  for (let k = 0; k < 4; k++) parts[0]?.writeInt16BE(bboxS.i16(), 2 + k * 2)
  if (instructions) {
    const length = glyphS.u255()
    const header = Buffer.alloc(2)
    header.writeUInt16BE(length, 0)
    parts.push(header, instrS.bytes(length))
  }
  return Buffer.concat(parts)
}

function assemble(flavor: number, tables: Entry[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1))
  const n = sorted.length
  const pow = 2 ** Math.floor(Math.log2(n))
  const header = Buffer.alloc(12 + 16 * n)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(n, 4)
  header.writeUInt16BE(pow * 16, 6)
  header.writeUInt16BE(Math.log2(pow), 8)
  header.writeUInt16BE(n * 16 - pow * 16, 10)
  const bodies: Buffer[] = []
  let offset = header.length
  sorted.forEach((table, i) => {
    const padded = Buffer.concat([table.data, Buffer.alloc((4 - (table.data.length % 4)) % 4)])
    const record = 12 + i * 16
    header.write(table.tag, record, 'latin1')
    header.writeUInt32BE(checksum(padded), record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    bodies.push(padded)
    offset += padded.length
  })
  return Buffer.concat([header, ...bodies])
}

function checksum(data: Buffer): number {
  let sum = 0
  for (let i = 0; i < data.length; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0
  return sum
}
