'use client'

import { formatDateTime } from '@/lib/dates'
import type { PreviewLink } from '@/server/previews/links'

function stateText(link: PreviewLink): string {
  if (link.state === 'revoked' && link.revokedAt)
    return `Revogado em ${formatDateTime(link.revokedAt)}`
  if (link.state === 'expired') return `Expirou em ${formatDateTime(link.expiresAt)}`
  return `Ativo até ${formatDateTime(link.expiresAt)}`
}

/** The post's share links, newest first: state, expiry, who made it, and "Revogar". */
export function PreviewLinkList({
  links,
  busy,
  onRevoke,
}: {
  links: PreviewLink[]
  /** Something is being written (a link created or revoked): one thing at a time. */
  busy: string | null
  onRevoke: (link: PreviewLink) => void
}) {
  if (links.length === 0) {
    return <p className="text-sm text-ink-muted">Nenhum link compartilhado ainda.</p>
  }
  return (
    <ul className="space-y-2" aria-label="Links de pré-visualização" data-preview-links="">
      {links.map((link) => {
        const created = formatDateTime(link.createdAt)
        return (
          <li
            key={link.id}
            data-preview-link={link.state}
            className="flex items-start justify-between gap-3 rounded-lg border border-line p-3 text-sm"
          >
            <div className="min-w-0">
              <p
                className={
                  link.state === 'active' ? 'font-semibold text-ink' : 'font-medium text-ink-muted'
                }
              >
                {stateText(link)}
              </p>
              <p className="mt-0.5 text-xs break-words text-ink-muted">
                Criado em {created}
                {link.createdByName ? ` por ${link.createdByName}` : ''}
              </p>
            </div>
            {link.state === 'active' ? (
              <button
                type="button"
                onClick={() => onRevoke(link)}
                disabled={busy !== null}
                aria-label={`Revogar o link criado em ${created}`}
                className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                {busy === link.id ? 'Revogando...' : 'Revogar'}
              </button>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
