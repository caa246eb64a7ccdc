// What db:backup and db:restore write holds every lead, password hash, audit and consent record
// and the auth secret: it is readable by its owner only (folders 0700, files 0600), whatever
// the operator's umask and whatever the modes of the files it copies.
import { createReadStream, createWriteStream } from 'node:fs'
import { chmod, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * For a backup or restore process, before it creates anything: the files other code creates
 * for it (SQLite's database copy and its journals, which SQLite opens 0644 minus the umask, and
 * the instance lock) get no group or other bits either.
 */
export function restrictUmask(): void {
  process.umask(0o077)
}

/** A private folder (and its missing parents); an existing one is left as it is. */
export async function mkdirPrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
}

/**
 * Copies a file into a new or replaced private file. Not fs.copyFile or fs.cp: both give the
 * copy the source's mode, umask or not, so an upload saved 0644 would be copied 0644.
 */
export async function copyPrivateFile(
  from: string,
  to: string,
  options: { overwrite: boolean },
): Promise<void> {
  const flags = options.overwrite ? 'w' : 'wx'
  await pipeline(createReadStream(from), createWriteStream(to, { flags, mode: PRIVATE_FILE_MODE }))
  // A replaced file keeps its old mode through open, and an odd umask could remove owner bits.
  await chmod(to, PRIVATE_FILE_MODE)
}

/**
 * Copies a folder's tree into private folders and files, leaving out the files `skip` names;
 * a file already at the destination is an error, never overwritten.
 */
export async function copyPrivateTree(
  from: string,
  to: string,
  skip: (name: string) => boolean,
): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true })
  await mkdirPrivate(to)
  for (const entry of entries) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) await copyPrivateTree(source, target, skip)
    else if (entry.isFile() && !skip(entry.name))
      await copyPrivateFile(source, target, { overwrite: false })
  }
}
