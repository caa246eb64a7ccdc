import type { B } from './b'

export const c: B | null = null
