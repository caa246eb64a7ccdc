import { Search } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatDateTime } from '@/lib/dates'
import { parseMediaQuery } from '@/lib/validations/media'
import { listMedia } from '@/server/media/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { Pager } from '../ui/pager'
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
  const result = await loadOrDenied(() => listMedia({ search: query.busca, page: query.pagina }))
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { items, total, page, totalPages } = result.data

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
          <Link href="/admin/midia" className={buttonStyles({ variant: 'ghost' })}>
            Limpar
          </Link>
        ) : null}
      </form>
      <p className="mb-3 text-sm text-ink-muted" role="status" data-media-total={total}>
        {total === 1 ? '1 imagem encontrada' : `${total} imagens encontradas`}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
          {query.busca
            ? 'Nenhuma imagem corresponde à busca.'
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
          previousHref={page > 1 ? mediaHref({ busca: query.busca, pagina: page - 1 }) : null}
          nextHref={page < totalPages ? mediaHref({ busca: query.busca, pagina: page + 1 }) : null}
          status={`Página ${page} de ${totalPages}`}
        />
      ) : null}
    </>
  )
}
