/*
 * Why an export could not be read. The importer stops at the first of these (nothing is
 * written from a file it cannot read whole), and the screen shows `message` as is.
 */

export type ImportErrorCode = 'not_wxr' | 'not_ghost' | 'corrupt' | 'unsupported_version'

export class ImportError extends Error {
  readonly code: ImportErrorCode
  /** 1-based line of the XML where reading stopped, when known. */
  readonly line: number | null

  constructor(code: ImportErrorCode, message: string, line: number | null = null) {
    super(message)
    this.name = 'ImportError'
    this.code = code
    this.line = line
  }
}

export function notWxrError(): ImportError {
  return new ImportError('not_wxr', 'O arquivo não é uma exportação do WordPress (WXR).')
}

export function corruptXmlError(line: number): ImportError {
  return new ImportError('corrupt', `O arquivo está corrompido na linha ${line}.`, line)
}

export function unsupportedWxrError(version: string): ImportError {
  return new ImportError(
    'unsupported_version',
    `Esta versão do formato WXR (${version}) não é suportada. Exporte novamente com um WordPress atual.`,
  )
}

export function notGhostError(): ImportError {
  return new ImportError('not_ghost', 'O arquivo não é uma exportação do Ghost (JSON).')
}

export function corruptJsonError(): ImportError {
  return new ImportError(
    'corrupt',
    'O arquivo do Ghost está corrompido ou incompleto. Exporte novamente pelo painel do Ghost.',
  )
}
