/**
 * Where `next build` writes and the server reads the build: `.next` for `npm start`, another
 * folder (NEXT_DIST_DIR) for the end-to-end tests and the bench, so a test run never rebuilds
 * or writes the cache of the build a running `npm start` serves from the same checkout.
 */
export const DEFAULT_DIST_DIR = '.next'

export function distDirFrom(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const value = env.NEXT_DIST_DIR?.trim()
  if (!value) return DEFAULT_DIST_DIR
  // A folder of the project's own, named like the default so every ignore rule (.next*) holds.
  if (!/^\.next[A-Za-z0-9_-]*$/.test(value)) {
    throw new Error(
      `NEXT_DIST_DIR deve ser o nome de uma pasta do projeto que comece com ".next" (por exemplo` +
        ` ".next-test"); recebido: "${value}".`,
    )
  }
  return value
}
