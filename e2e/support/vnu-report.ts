/* The pure part of the Nu HTML Checker run: reading its JSON, what is accepted, the report. */

export interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

export interface HtmlError {
  file: string
  line: number
  column: number
  message: string
  extract: string
}

/**
 * Messages about markup Next.js or React writes on their own, which no component can change.
 * Keep each exact and explained; everything else is an error of ours.
 */
export const FRAMEWORK_ARTIFACTS: ReadonlyMap<string, string> = new Map([])

/**
 * Standard markup this vnu does not know yet. Keep each exact, with where the standard says so.
 */
export const CHECKER_GAPS: ReadonlyMap<string, string> = new Map([
  [
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    '<link rel="expect" blocking="render"> (the plan page) is in the HTML Standard, ' +
      'https://html.spec.whatwg.org/multipage/links.html#link-type-expect; vnu 26.9.27 only ' +
      'knows blocking on stylesheets.',
  ],
])

/** vnu's JSON (`{ messages: [...] }`) into errors, file names relative to the checked folder. */
export function parseVnuOutput(output: string): HtmlError[] {
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] }
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !FRAMEWORK_ARTIFACTS.has(message.message))
    .filter((message) => !CHECKER_GAPS.has(message.message))
    .map((message) => ({
      file: decodeURIComponent(message.url?.split('/').at(-1) ?? '?'),
      line: message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    }))
}

export function formatHtmlErrors(errors: HtmlError[]): string {
  const lines = errors.map(
    (error) =>
      `  ${error.file}:${error.line}:${error.column} ${error.message}` +
      (error.extract ? `\n      near: ${error.extract.slice(0, 160)}` : ''),
  )
  const count = errors.length
  return `${count} HTML error${count === 1 ? '' : 's'} (Nu HTML Checker)\n${lines.join('\n')}`
}
