import { Check, ExternalLink } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'
import { slugify } from '@/lib/text'
import type { Partner } from '../partners'
import { StaticImage } from '../static-image'

// The card shows the wordmark larger than the footer does; same drawing, same proportions.
const LOGO_SCALE = 1.5

export function PartnerCard({ partner }: { partner: Partner }) {
  const titleId = `parceiro-${slugify(partner.name)}`
  return (
    <article
      data-partner={partner.name}
      aria-labelledby={titleId}
      className="grid gap-8 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_1.2fr]"
    >
      <div>
        <StaticImage
          src={partner.logo.src}
          width={partner.logo.width * LOGO_SCALE}
          height={partner.logo.height * LOGO_SCALE}
          alt={`Logotipo da ${partner.name}`}
        />
        <h3 id={titleId} className="mt-6 text-2xl font-bold text-ink">
          {partner.name}
        </h3>
        <p className="mt-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          {partner.description}
        </p>
        {partner.about.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-ink-muted">
            {paragraph}
          </p>
        ))}
        <a
          href={partner.website}
          target="_blank"
          rel="noopener noreferrer"
          data-partner-site=""
          className={buttonStyles({ size: 'lg', className: 'mt-8' })}
        >
          Visitar o site da {partner.name}
          <ExternalLink className="size-5" aria-hidden="true" />
          <span className="sr-only">(abre em uma nova aba)</span>
        </a>
      </div>
      <div className="rounded-2xl bg-surface p-6 sm:p-8">
        <h4 className="font-display text-lg font-bold text-ink">
          O que a {partner.name} faz por você
        </h4>
        <ul className="mt-5 space-y-3">
          {partner.services.map((service) => (
            <li key={service} className="flex items-start gap-3 text-ink">
              <Check className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
              {service}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
