'use client'

import { cutForSerp, SERP_DESCRIPTION_CHARS, SERP_TITLE_CHARS, serpUrl } from '@/lib/checklist/serp'
import { site } from '@/lib/site'

/**
 * What a search result and a shared link would show: Google's title, address and description,
 * cut where Google cuts them, and the card social networks draw from og:title, og:description
 * and og:image (the cover, or the site's default share image).
 */
export function SearchPreview({
  title,
  slug,
  description,
  coverImage,
  siteOrigin,
}: {
  title: string
  slug: string
  description: string
  coverImage: string
  siteOrigin: string
}) {
  const shownTitle = `${title.trim() || 'Título do post'} | ${site.name}`
  const host = siteOrigin ? new URL(siteOrigin).host : ''
  return (
    <div className="space-y-3">
      <section aria-labelledby="previa-google" data-serp-preview="">
        <h3 id="previa-google" className="mb-1 text-xs font-semibold text-ink-muted uppercase">
          Prévia no Google
        </h3>
        <div className="rounded-lg border border-line p-3 font-[arial,sans-serif]">
          <p className="text-xs break-all text-[#4d5156]">{serpUrl(siteOrigin, slug)}</p>
          <p className="text-lg leading-snug text-[#1a0dab]" data-serp-title="">
            {cutForSerp(shownTitle, SERP_TITLE_CHARS)}
          </p>
          <p className="text-sm text-[#4d5156]" data-serp-description="">
            {description.trim()
              ? cutForSerp(description, SERP_DESCRIPTION_CHARS)
              : 'Sem descrição: o Google mostrará um trecho do texto.'}
          </p>
        </div>
      </section>
      <section aria-labelledby="previa-compartilhamento">
        <h3
          id="previa-compartilhamento"
          className="mb-1 text-xs font-semibold text-ink-muted uppercase"
        >
          Prévia ao compartilhar
        </h3>
        <div className="overflow-hidden rounded-lg border border-line">
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of any URL the form holds, not a page image */}
          <img
            src={coverImage || site.defaultShareImage}
            alt=""
            className="aspect-[1200/630] w-full bg-slate-100 object-cover"
          />
          <div className="space-y-0.5 bg-slate-50 p-2">
            <p className="text-xs text-ink-muted uppercase">{host}</p>
            <p className="line-clamp-2 text-sm font-semibold text-ink">
              {title.trim() || 'Título do post'}
            </p>
            <p className="line-clamp-2 text-xs text-ink-muted">{description.trim()}</p>
          </div>
        </div>
      </section>
    </div>
  )
}
