export type Partner = {
  name: string
  description: string
  /** Wordmark under /public/partners, drawn at width x height. */
  logo: { src: string; width: number; height: number }
  href: string
}

/** Partners shown in the footer and on /parceiros. Add new partners here only. */
export const partners: readonly Partner[] = [
  {
    name: 'Escala Ads',
    description: 'Agência parceira estratégica de tráfego pago',
    logo: { src: '/partners/escala-ads.svg', width: 140, height: 36 },
    href: '/parceiros',
  },
]
