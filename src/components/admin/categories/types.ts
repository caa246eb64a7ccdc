/** A category as the screen shows it (plain data, passed from the server page to the client). */
export interface CategoryRow {
  id: string
  name: string
  slug: string
  description: string | null
  /** Posts of any status in it; they lose their category if it is deleted. */
  postCount: number
}
