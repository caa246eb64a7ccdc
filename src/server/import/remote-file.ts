import 'server-only'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from '@/lib/security/public-address'

/*
 * Downloads a file an export names (a cover, an image in a post) from the old site. The export
 * is a file someone uploaded, so its addresses are untrusted: only http(s); every address a
 * name resolves to must be public, and the connection goes to the very address that was checked
 * (no second lookup that DNS rebinding could answer differently); each redirect is checked the
 * same way; the body is cut off at a size cap and the whole download at a timeout.
 */

export const REMOTE_TIMEOUT_MS = 15_000
export const REMOTE_MAX_BYTES = 20 * 1024 * 1024
const MAX_REDIRECTS = 3

export type RemoteFailure = 'address' | 'timeout' | 'size' | 'status' | 'network'

export class RemoteFileError extends Error {
  constructor(
    message: string,
    readonly reason: RemoteFailure,
  ) {
    super(message)
    this.name = 'RemoteFileError'
  }
}

export interface RemoteFileOptions {
  timeoutMs?: number
  maxBytes?: number
  /** Host names or addresses allowed to be private (a local test server); none by default. */
  privateHosts?: readonly string[]
}

export interface RemoteFile {
  body: Buffer
  contentType: string | null
  /** The address the file came from after redirects. */
  url: string
}

function resolveChecked(host: string, privateHosts: readonly string[]): Promise<LookupAddress> {
  const bare = host.replace(/^\[|\]$/g, '')
  const allowed = privateHosts.includes(bare)
  const refuse = () =>
    new RemoteFileError(
      `Endereço recusado: ${bare} aponta para uma rede privada ou reservada.`,
      'address',
    )
  if (isIP(bare)) {
    if (!allowed && !isPublicAddress(bare)) return Promise.reject(refuse())
    return Promise.resolve({ address: bare, family: isIP(bare) })
  }
  return new Promise((resolve, reject) => {
    dnsLookup(bare, { all: true }, (error, addresses) => {
      if (error || addresses.length === 0)
        return reject(
          new RemoteFileError(`Não foi possível encontrar o servidor ${bare}.`, 'network'),
        )
      // One private answer is enough to refuse: the connection could be steered to it.
      if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) return reject(refuse())
      resolve(addresses[0] as LookupAddress)
    })
  })
}

function requestOnce(
  url: URL,
  target: LookupAddress,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ status: number; location: string | null; body: Buffer; contentType: string | null }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [target])
    else callback(null, target.address, target.family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: pinned, signal, headers: { 'user-agent': 'MidiaPlan-Importador/1.0' } },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location ?? null
        if (status >= 300 && status < 400) {
          response.resume()
          return resolve({ status, location, body: Buffer.alloc(0), contentType: null })
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        const tooBig = () =>
          new RemoteFileError(
            `Arquivo maior que o limite de ${Math.round(maxBytes / 1024 / 1024)} MB.`,
            'size',
          )
        if (declared > maxBytes) {
          response.destroy()
          return reject(tooBig())
        }
        const chunks: Buffer[] = []
        let received = 0
        response.on('data', (chunk: Buffer) => {
          received += chunk.length
          if (received > maxBytes) {
            response.destroy()
            reject(tooBig())
          } else chunks.push(chunk)
        })
        response.on('error', reject)
        response.on('end', () =>
          resolve({
            status,
            location,
            body: Buffer.concat(chunks),
            contentType: response.headers['content-type'] ?? null,
          }),
        )
      },
    )
    request.on('error', reject)
  })
}

/** The file at `address`, or a RemoteFileError whose message can be shown as it is. */
export async function fetchRemoteFile(
  address: string,
  options: RemoteFileOptions = {},
): Promise<RemoteFile> {
  const timeoutMs = options.timeoutMs ?? REMOTE_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? REMOTE_MAX_BYTES
  const signal = AbortSignal.timeout(timeoutMs)
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new RemoteFileError(`Endereço inválido: ${address}`, 'network')
  }
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new RemoteFileError(
          `Endereço recusado: use http ou https (${url.protocol}).`,
          'address',
        )
      const target = await resolveChecked(url.hostname, options.privateHosts ?? [])
      const answer = await requestOnce(url, target, signal, maxBytes)
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        url = new URL(answer.location, url)
        continue
      }
      if (answer.status !== 200)
        throw new RemoteFileError(`O site de origem respondeu ${answer.status}.`, 'status')
      return { body: answer.body, contentType: answer.contentType, url: url.toString() }
    }
    throw new RemoteFileError('Redirecionamentos demais ao baixar o arquivo.', 'status')
  } catch (error) {
    if (error instanceof RemoteFileError) throw error
    if (signal.aborted)
      throw new RemoteFileError(
        `Tempo esgotado ao baixar o arquivo (${(timeoutMs / 1000).toLocaleString('pt-BR')} s).`,
        'timeout',
      )
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new RemoteFileError(`Não foi possível baixar o arquivo (${code}).`, 'network')
  }
}
