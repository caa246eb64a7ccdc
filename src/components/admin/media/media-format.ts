import { UNUSED_PARAM } from '@/lib/validations/media'

/** "850 B", "48 KB", "1,2 MB": the library's file weights in pt-BR. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
}

/** `/admin/midia?busca=x&uso=nao-usadas&pagina=2`, leaving out what is default. */
export function mediaHref(query: { busca: string; pagina: number; naoUsadas?: boolean }): string {
  const params = new URLSearchParams()
  if (query.busca) params.set('busca', query.busca)
  if (query.naoUsadas) params.set('uso', UNUSED_PARAM)
  if (query.pagina > 1) params.set('pagina', String(query.pagina))
  const search = params.toString()
  return search ? `/admin/midia?${search}` : '/admin/midia'
}
