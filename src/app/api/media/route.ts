import { z } from 'zod'
import { parseMediaQuery } from '@/lib/validations/media'
import { route } from '@/server/http/route'
import { listMedia } from '@/server/media/queries'

/**
 * GET `?busca=&pagina=` → one page of the media library as JSON, for the editor's "Escolher da
 * biblioteca" dialog (editors and admins; listMedia checks the role too).
 */
export const GET = route(
  {
    access: 'editor',
    cacheControl: 'no-store',
    // Read leniently, as the library page reads it: a bad page number is page 1.
    query: z.record(z.string(), z.string()).transform(parseMediaQuery),
  },
  async ({ query }) => {
    const page = await listMedia({ search: query.busca, page: query.pagina })
    return {
      ...page,
      items: page.items.map((item) => ({
        id: item.id,
        url: item.url,
        fileName: item.fileName,
        alt: item.alt,
        width: item.width,
        height: item.height,
      })),
    }
  },
)
