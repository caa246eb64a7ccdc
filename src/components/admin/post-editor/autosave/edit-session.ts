/** A random id for one editor tab's editing session (22 URL-safe characters, 132 bits). */
export function newEditSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(17))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')
    .slice(0, 22)
}
