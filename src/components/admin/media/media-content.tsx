import { Search } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatDateTime } from '@/lib/dates'
import { parseMediaQuery, UNUSED_MEDIA_GRACE_HOURS, UNUSED_PARAM } from '@/lib/validations/media'
import { getUnusedMediaSummary, listMedia } from '@/server/media/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { Pager } from '../ui/pager'
import { DeleteUnusedMedia } from './delete-unused-media'
import { MediaCard } from './media-card'
import { formatBytes, mediaHref } from './media-format'

const inputStyles =
  'h-11 w-full rounded-lg border border-slate-500 bg-white px-3 pl-9 text-base text-ink placeholder:text-slate-500'

export async function MediaContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = parseMediaQuery(await searchParams)
  const result = await loadOrDenied(async () => ({
    list: await listMedia({
      search: query.busca,
      page: query.pagina,
      unusedOnly: query.naoUsadas,
    }),
    unused: await getUnusedMediaSummary(),
  }))
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { items, total, page, totalPages } = result.data.list
  const { unused } = result.data
  const href = (changes: { pagina?: number; naoUsadas?: boolean; busca?: string }) =>
    mediaHref({ ...query, pagina: 1, ...changes })

  return (
    <>
      <PageHeader
        title="Mídia"
        description="Todas as imagens enviadas ao blog, das mais novas às mais antigas."
      />
      {/* A plain GET form: the address holds the search, and it works without JavaScript. */}
      <form
        action="/admin/midia"
        method="get"
        role="search"
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        {query.naoUsadas ? <input type="hidden" name="uso" value={UNUSED_PARAM} /> : null}
        <div className="relative flex-1">
          <label htmlFor="buscar-midia" className="mb-1.5 block text-sm font-medium text-ink">
            Buscar por nome do arquivo ou texto alternativo
          </label>
          <Search
            className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-ink-muted"
            aria-hidden="true"
          />
          <input
            id="buscar-midia"
            type="search"
            name="busca"
            defaultValue={query.busca}
            maxLength={100}
            autoComplete="off"
            className={inputStyles}
          />
        </div>
        <button type="submit" className={buttonStyles({ variant: 'secondary' })}>
          Buscar
        </button>
        {query.busca ? (
          <Link href={href({ busca: '' })} className={buttonStyles({ variant: 'ghost' })}>
            Limpar
          </Link>
        ) : null}
      </form>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filtrar imagens">
          <ul className="flex gap-1 rounded-lg bg-white p-1 text-sm ring-1 ring-line">
            {[
              { label: 'Todas', naoUsadas: false },
              { label: `Não usadas (${unused.total})`, naoUsadas: true },
            ].map((filter) => (
              <li key={filter.label}>
                <Link
                  href={href({ naoUsadas: filter.naoUsadas })}
                  aria-current={query.naoUsadas === filter.naoUsadas ? 'page' : undefined}
                  className="inline-flex h-9 items-center rounded-md px-3 font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {unused.deletable > 0 ? (
          <DeleteUnusedMedia deletable={unused.deletable} total={unused.total} />
        ) : unused.total > 0 ? (
          <p className="text-sm text-ink-muted">
            As não usadas foram enviadas na última{' '}
            {UNUSED_MEDIA_GRACE_HOURS === 1 ? 'hora' : `${UNUSED_MEDIA_GRACE_HOURS} horas`} e podem
            estar num post ainda não salvo; use “Deletar” em cada uma, se quiser.
          </p>
        ) : null}
      </div>
      <p className="mb-3 text-sm text-ink-muted" role="status" data-media-total={total}>
        {total === 1 ? '1 imagem encontrada' : `${total} imagens encontradas`}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
          {query.busca
            ? 'Nenhuma imagem corresponde à busca.'
            : query.naoUsadas
              ? 'Todas as imagens estão em uso em algum post.'
              : 'Nenhuma imagem enviada ainda. As imagens enviadas pelo editor de posts aparecem aqui.'}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-media-list="">
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={{
                id: item.id,
                url: item.url,
                fileName: item.fileName,
                alt: item.alt,
                dimensions: `${item.width} × ${item.height} px`,
                weight: formatBytes(item.bytes),
                uploadedAt: formatDateTime(item.createdAt),
                uploadedBy: item.uploadedBy ?? 'Desconhecido',
                usages: item.usages,
              }}
            />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <Pager
          label="Paginação da biblioteca de mídia"
          name="media"
          previousHref={page > 1 ? href({ pagina: page - 1 }) : null}
          nextHref={page < totalPages ? href({ pagina: page + 1 }) : null}
          status={`Página ${page} de ${totalPages}`}
        />
      ) : null}
    </>
  )
}
