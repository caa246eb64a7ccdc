'use client'

import { ExternalLink } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import {
  DEFAULT_PREVIEW_LINK_DAYS,
  editorPreviewPath,
  PREVIEW_LINK_DAYS,
  type PreviewLinkDays,
} from '@/lib/validations/previews'
import { createPreviewLinkAction, revokePreviewLinkAction } from '@/server/previews/actions'
import type { PreviewLink } from '@/server/previews/links'
import { PreviewLinkList } from './preview-link-list'

const selectStyles =
  'h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink'
const FAILED = 'Tente novamente'

/**
 * "Visualizar" (the saved draft or working copy, in a new tab) and "Compartilhar
 * pré-visualização": links for reviewers without an account, each listed with its expiry and
 * "Revogar". A new link's address is shown once: only its hash is stored.
 */
export function PreviewCard({
  postId,
  initialLinks,
}: {
  postId: string
  initialLinks: PreviewLink[]
}) {
  const [links, setLinks] = useState(initialLinks)
  const [days, setDays] = useState<PreviewLinkDays>(DEFAULT_PREVIEW_LINK_DAYS)
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null)
  /** 'create', or the id of the link being revoked. */
  const [busy, setBusy] = useState<string | null>(null)
  const linkInput = useRef<HTMLInputElement>(null)
  const ids = useId()

  async function create() {
    if (busy) return
    setBusy('create')
    const result = await createPreviewLinkAction({ postId, days }).catch(() => null)
    setBusy(null)
    if (!result?.ok) {
      toast.error('Erro ao criar o link', { description: result?.error ?? FAILED })
      return
    }
    setLinks((current) => [result.data.link, ...current])
    setCreated({ id: result.data.link.id, url: result.data.url })
    toast.success('Link de pré-visualização criado')
    requestAnimationFrame(() => linkInput.current?.select())
  }

  async function revoke(link: PreviewLink) {
    if (busy) return
    setBusy(link.id)
    const result = await revokePreviewLinkAction({ postId, linkId: link.id }).catch(() => null)
    setBusy(null)
    if (!result?.ok) {
      toast.error('Erro ao revogar o link', { description: result?.error ?? FAILED })
      return
    }
    const { revokedAt } = result.data
    setLinks((current) =>
      current.map((item) =>
        item.id === link.id ? { ...item, state: 'revoked', revokedAt } : item,
      ),
    )
    if (created?.id === link.id) setCreated(null)
    toast.success('Link revogado: ele não abre mais a pré-visualização')
  }

  async function copy() {
    if (!created) return
    try {
      await navigator.clipboard.writeText(created.url)
      toast.success('Link copiado')
    } catch {
      linkInput.current?.select()
      toast.error('Não foi possível copiar', { description: 'Selecione o link e copie-o.' })
    }
  }

  return (
    <section
      aria-labelledby={`${ids}-title`}
      data-preview-card=""
      className="space-y-4 border-t border-line pt-5"
    >
      <div className="space-y-2">
        <h2 id={`${ids}-title`} className="text-base font-bold text-ink">
          Pré-visualização
        </h2>
        <p className="text-sm text-ink-muted">
          Mostra a última versão salva como os leitores a verão, sem publicá-la.
        </p>
        <a
          href={editorPreviewPath(postId)}
          target="_blank"
          rel="noopener"
          className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
        >
          Visualizar
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(abre em uma nova aba)</span>
        </a>
      </div>

      <div className="space-y-3">
        <h3 className="text-sm font-bold text-ink">Links para revisores</h3>
        <p className="text-sm text-ink-muted">
          Um link para quem não tem conta revisar o post. Quem tiver o link vê a última versão salva
          até ele expirar ou ser revogado.
        </p>
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-days`} className="text-sm font-medium text-ink">
            Validade do link
          </label>
          <select
            id={`${ids}-days`}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as PreviewLinkDays)}
            className={selectStyles}
          >
            {PREVIEW_LINK_DAYS.map((value) => (
              <option key={value} value={value}>
                {value === 1 ? '1 dia' : `${value} dias`}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => void create()}
          disabled={busy !== null}
          className={buttonStyles({ className: 'w-full' })}
        >
          {busy === 'create' ? 'Criando...' : 'Compartilhar pré-visualização'}
        </button>
        {created ? (
          <div className="space-y-1.5 rounded-lg border border-brand-200 bg-brand-50 p-3">
            <label htmlFor={`${ids}-link`} className="text-sm font-medium text-ink">
              Novo link: copie agora, ele não será mostrado de novo
            </label>
            <input
              id={`${ids}-link`}
              ref={linkInput}
              readOnly
              value={created.url}
              data-preview-url=""
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 w-full rounded-lg border border-slate-500 bg-white px-2 font-mono text-xs text-ink"
            />
            <button
              type="button"
              onClick={() => void copy()}
              className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'w-full' })}
            >
              Copiar link
            </button>
          </div>
        ) : null}
        <PreviewLinkList links={links} busy={busy} onRevoke={revoke} />
      </div>
    </section>
  )
}
