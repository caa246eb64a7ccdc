import type { LucideIcon } from 'lucide-react'

/** A card of an icon, a short title and one sentence: problems, benefits, audiences. */
export type IconItem = { icon: LucideIcon; title: string; text: string }
