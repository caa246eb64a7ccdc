import { parseMediaQuery } from '@/lib/validations/media'
import { AuthError } from '@/server/auth/errors'
import { listMedia } from '@/server/media/queries'

/**
 * GET `?busca=&pagina=` → one page of the media library as JSON, for the editor's "Escolher da
 * biblioteca" dialog. listMedia checks the role itself (editors and admins).
 */
export async function GET(request: Request): Promise<Response> {
  const query = parseMediaQuery(Object.fromEntries(new URL(request.url).searchParams))
  try {
    const page = await listMedia({ search: query.busca, page: query.pagina })
    return Response.json(
      {
        ...page,
        items: page.items.map((item) => ({
          id: item.id,
          url: item.url,
          fileName: item.fileName,
          alt: item.alt,
          width: item.width,
          height: item.height,
        })),
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    return Response.json(
      { error: error.message },
      { status: error.status, headers: { 'cache-control': 'no-store' } },
    )
  }
}
