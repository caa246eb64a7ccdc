import 'server-only'
import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits: far past guessing, and 43 characters of base64url in the address. */
export const PREVIEW_TOKEN_BYTES = 32
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newPreviewToken(): string {
  return randomBytes(PREVIEW_TOKEN_BYTES).toString('base64url')
}

/**
 * What the database keeps: a leaked table (backup, replica, log of queries) cannot be turned
 * back into working links. A plain hash is enough, since the token is random, not a password.
 */
export function hashPreviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Anything else in the address is unknown without asking the database. */
export function isPreviewTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token)
}
