/*
 * The two icons every row repeats (lucide's pencil and trash, ISC), drawn once as symbols in
 * the table and referenced with <use> from each row: inline copies cost about 1 KB per row in
 * the HTML. Plain SVG, not lucide-react, whose icons would each be a client reference.
 */
const PENCIL_ID = 'posts-icon-pencil'
const TRASH_ID = 'posts-icon-trash'

export function RowIconSprite() {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol
        id={PENCIL_ID}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497zm-6.174-1.812 4 4" />
      </symbol>
      <symbol
        id={TRASH_ID}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
      </symbol>
    </svg>
  )
}

// One element object each: the RSC payload writes it once and refers to it from every row.
export const pencilIcon = (
  <svg aria-hidden="true">
    <use href={`#${PENCIL_ID}`} />
  </svg>
)

export const trashIcon = (
  <svg aria-hidden="true">
    <use href={`#${TRASH_ID}`} />
  </svg>
)
