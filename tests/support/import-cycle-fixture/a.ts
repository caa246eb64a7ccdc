import { c } from './c'

export type A = number
export const a = () => c
