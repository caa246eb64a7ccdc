import Assembler from 'stream-json/assembler.js'
import { jsonParser, type Token } from 'stream-json/core/parser.js'
import { corruptJsonError, ImportError, notGhostError } from './errors'

/*
 * The rows of a Ghost export ({"db":[{"meta":{...},"data":{"posts":[...],"tags":[...]}}]}),
 * one at a time, from a byte stream: only the row being read is ever assembled into an object,
 * so a 10,000-post export does not have to fit in memory. stream-json's tokenizer runs
 * synchronously on each decoded chunk (no promise per token), and the path to each value is
 * tracked here to know which table a row belongs to.
 */

export type JsonRow = { table: 'meta'; value: unknown } | { table: string; value: unknown }

type Frame = { kind: 'object'; key: string | null } | { kind: 'array'; index: number }

/** The table of a value at `frames`, if it is a row of a wanted table or the export's meta. */
function rowTable(frames: readonly Frame[], tables: ReadonlySet<string>): string | null {
  const path = frames.map((frame) => (frame.kind === 'object' ? frame.key : frame.index))
  // Ghost writes {"db":[export]}; older tools wrote the export itself.
  const relative = path[0] === 'db' && path[1] === 0 ? path.slice(2) : path
  if (relative.length === 1 && relative[0] === 'meta') return 'meta'
  if (relative.length !== 3 || relative[0] !== 'data' || typeof relative[2] !== 'number')
    return null
  const table = relative[1]
  return typeof table === 'string' && tables.has(table) ? table : null
}

class RowReader {
  readonly rows: JsonRow[] = []
  /** Whether the text looked like a Ghost export: a "data" or "db" key at the top. */
  recognized = false
  private readonly frames: Frame[] = []
  private assembler: Assembler | null = null
  private table = ''
  private closed = false

  constructor(private readonly tables: ReadonlySet<string>) {}

  token(token: Token): void {
    if (this.assembler) {
      this.assembler.consume(token)
      if (this.assembler.done) {
        this.rows.push({ table: this.table, value: this.assembler.current })
        this.assembler = null
        this.advance()
      }
      return
    }
    switch (token.name) {
      case 'keyValue': {
        const top = this.frames.at(-1)
        if (top?.kind === 'object') top.key = token.value
        if (this.frames.length <= 3 && (token.value === 'db' || token.value === 'data'))
          this.recognized = true
        return
      }
      case 'endObject':
      case 'endArray':
        this.frames.pop()
        if (this.frames.length === 0) this.closed = true
        this.advance()
        return
      case 'startObject':
      case 'startArray': {
        if (this.frames.length === 0 && token.name !== 'startObject') throw notGhostError()
        const table = rowTable(this.frames, this.tables)
        if (table) {
          this.table = table
          this.assembler = new Assembler()
          this.assembler.consume(token)
        } else
          this.frames.push(
            token.name === 'startObject'
              ? { kind: 'object', key: null }
              : { kind: 'array', index: 0 },
          )
        return
      }
      case 'stringValue':
      case 'numberValue':
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        this.advance()
        return
      default:
        return
    }
  }

  /** A value ended: the next one in an array has the next index. */
  private advance(): void {
    const top = this.frames.at(-1)
    if (top?.kind === 'array') top.index++
  }

  end(): void {
    if (!this.recognized) throw notGhostError()
    if (!this.closed || this.assembler) throw corruptJsonError()
  }
}

const GHOST_START = /^\s*\{\s*"(?:db|data|meta)"\s*:/

/** Every row of the `tables` of a Ghost export, and its meta, in file order. */
export async function* readJsonRows(
  input: AsyncIterable<string | Uint8Array>,
  tables: ReadonlySet<string>,
): AsyncGenerator<JsonRow> {
  const tokenize = jsonParser({ streamValues: false })
  const reader = new RowReader(tables)
  const decoder = new TextDecoder('utf-8')
  let start = ''
  const feed = (text: string) => {
    if (!text) return
    if (start.length < 64) start += text.slice(0, 64)
    try {
      const output = tokenize(text)
      if (typeof output !== 'symbol') for (const token of output.values) reader.token(token)
    } catch (error) {
      if (error instanceof ImportError) throw error
      // The tokenizer drops a chunk's tokens when it fails in it: the start tells what the file is.
      throw reader.recognized || GHOST_START.test(start) ? corruptJsonError() : notGhostError()
    }
  }
  for await (const chunk of input) {
    feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }))
    yield* reader.rows.splice(0)
  }
  feed(decoder.decode())
  reader.end()
  yield* reader.rows.splice(0)
}
