import 'server-only'
import type { Lead } from '../db/types'

/* The admin's view of a lead, in its own module so the CSV writer and the list share it without importing each other. */

export type AdminLead = Omit<Lead, 'search_text'>

export interface LeadsPage {
  leads: AdminLead[]
  total: number
  page: number
  totalPages: number
}
