import 'server-only'
import type { Lead } from '../db/types'

/* The admin's view of a lead, in its own module so the CSV writer and the list share it without importing each other. */

/** A post a lead's visit read: its title, and its public address while it is published. */
export interface LeadPostRef {
  id: string
  title: string
  path: string | null
  /** Deleted from the blog since: only the title the lead keeps is left. */
  removed: boolean
}

/** The posts of the lead's visit, resolved from visit_post_ids and lead_post_id. */
export interface LeadVisitPosts {
  /** In the order they were last read; the last one is the lead's post. */
  visitPosts: LeadPostRef[]
  /** "Post que gerou o lead". */
  leadPost: LeadPostRef | null
}

export type AdminLead = Omit<Lead, 'search_text'> & LeadVisitPosts

export interface LeadsPage {
  leads: AdminLead[]
  total: number
  page: number
  totalPages: number
}
