import { start } from './start'

export const next = start + 1
