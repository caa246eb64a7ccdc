import type { SiteIcon } from '@/components/site/icons'

/** A card of an icon, a short title and one sentence: problems, benefits, audiences. */
export type IconItem = { icon: SiteIcon; title: string; text: string }
