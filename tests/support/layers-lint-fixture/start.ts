/** Imports nothing: the lint test adds an import of next.ts here to close a circle. */
export const start = 1
