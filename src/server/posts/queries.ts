import 'server-only'
import { sql } from 'kysely'
import type { PostDocument } from '@/lib/post-document'
import { escapeLike, normalizeSearchText } from '@/lib/text'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'
import type { PostRow, PostStatus } from '../db/types'
import { readEditedDocument } from './autosave-conflict'
import { HAS_SCHEDULE } from '../schedule/schedule-index-range'

export const ADMIN_PAGE_SIZE = 25

export interface AdminPostFilters {
  search?: string
  /** 'scheduled': drafts with a publication time ("Agendado"); 'draft' leaves those out. */
  status?: PostStatus | 'scheduled'
  categoryId?: string
  /** 1-based; past the last page it is clamped to the last page. */
  page?: number
}

/** One line of the admin's post list. */
export type AdminPostRow = Pick<PostRow, 'id' | 'title' | 'slug' | 'status'> & {
  categoryName: string | null
  createdAt: Date
  publishedAt: Date | null
  /** A draft's publication time ("Agendado"), or a published post's scheduled update. */
  scheduledAt: Date | null
  /** A published post whose autosaved edits readers do not see yet (its working copy). */
  unpublishedChanges: boolean
}

export interface AdminPostPage {
  posts: AdminPostRow[]
  total: number
  page: number
  totalPages: number
}

/**
 * The admin posts list: filters and search run in the database, one page at a time, newest
 * first (ties by id so pages never overlap). Only the columns the table shows are read: a
 * page never loads 25 article bodies.
 */
export async function listAdminPosts(filters: AdminPostFilters = {}): Promise<AdminPostPage> {
  await requireRole('editor')
  const { db } = getDatabase()
  let base = db.selectFrom('blog_posts as p')
  if (filters.status) {
    // "Agendado" is a draft with a time. The schedule index finds those few (a range, see
    // HAS_SCHEDULE), so neither filter reads the rows (and their bodies) to decide.
    const scheduled = db
      .selectFrom('blog_posts as s')
      .select('s.id')
      .where('s.scheduled_at', '>', HAS_SCHEDULE)
    base = base.where('p.status', '=', filters.status === 'scheduled' ? 'draft' : filters.status)
    if (filters.status === 'scheduled') base = base.where('p.id', 'in', scheduled)
    if (filters.status === 'draft') base = base.where('p.id', 'not in', scheduled)
  }
  if (filters.categoryId) base = base.where('p.category_id', '=', filters.categoryId)
  const search = filters.search ? normalizeSearchText(filters.search) : ''
  if (search) {
    // `%`, `_` and `\` typed by the user match literally; ESCAPE is explicit because SQLite has
    // no default escape character.
    const pattern = `%${escapeLike(search)}%`
    base = base.where(sql<boolean>`${sql.ref('p.search_title')} like ${pattern} escape '\\'`)
  }

  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).execute()
  const total = Number(counted[0]?.n ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1)), totalPages)
  if (total === 0) return { posts: [], total, page, totalPages }

  // Deferred join: the page's ids come from an index alone (filters, order and offset), and
  // only those 25 rows are read. On SQLite every filter column sits after the body in the
  // row, so reading rows just to skip them would walk each body's overflow pages.
  const pageIds = base
    .select('p.id')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
  const rows = await db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .leftJoin('post_working_copies as w', 'w.post_id', 'p.id')
    .select([
      'p.id',
      'p.title',
      'p.slug',
      'p.status',
      'p.created_at',
      'p.published_at',
      'p.scheduled_at',
      'w.scheduled_at as update_scheduled_at',
      'w.post_id as working_copy_of',
      'c.name as category_name',
    ])
    .where('p.id', 'in', pageIds)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute()
  return {
    posts: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      categoryName: row.category_name,
      createdAt: row.created_at,
      publishedAt: row.published_at,
      scheduledAt: (row.status === 'draft' ? row.scheduled_at : row.update_scheduled_at) ?? null,
      unpublishedChanges: row.status === 'published' && row.working_copy_of !== null,
    })),
    total,
    page,
    totalPages,
  }
}

/** The document as stored (null: none), with what the editor needs to save it again. */
export type PostForEdit = Required<PostDocument> &
  Pick<PostRow, 'id' | 'status' | 'version'> & {
    publishedAt: Date | null
    /**
     * The document above is a published post's working copy (edits readers do not see until
     * "Atualizar"), not the public version.
     */
    workingCopy: boolean
  }

/**
 * One post as the editor form needs it, or null when the id is unknown. A published post with
 * a working copy opens on the working copy: that is what its editors were writing.
 */
export async function getPostForEdit(id: string): Promise<PostForEdit | null> {
  await requireRole('editor')
  const { db } = getDatabase()
  const post = await db
    .selectFrom('blog_posts')
    .select(['id', 'status', 'version', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!post) return null
  // The version is read before the document: a save landing in between then costs a needless
  // conflict question, never a silent overwrite of the newer document.
  const edited = await readEditedDocument(db, id)
  if (!edited) return null
  const { doc } = edited
  return {
    id: post.id,
    title: doc.title,
    slug: doc.slug,
    description: doc.description,
    content: doc.content,
    coverImage: doc.coverImage,
    categoryId: doc.categoryId,
    tags: doc.tags,
    featured: doc.featured,
    focusKeyword: doc.focusKeyword ?? null,
    coverAlt: doc.coverAlt ?? null,
    status: post.status,
    version: post.version,
    publishedAt: post.published_at,
    workingCopy: edited.workingCopy,
  }
}

export interface CategoryOption {
  id: string
  name: string
  slug: string
}

/** Every category by name, for the list filter and the editor's select. */
export async function listCategoryOptions(): Promise<CategoryOption[]> {
  await requireRole('editor')
  return getDatabase()
    .db.selectFrom('blog_categories')
    .select(['id', 'name', 'slug'])
    .orderBy('name')
    .orderBy('id')
    .execute()
}
