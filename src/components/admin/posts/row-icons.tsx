/*
 * The two icons every row repeats, as plain SVG (lucide's pencil and trash, ISC). lucide-react
 * icons are client components: 50 of them per page cost a client boundary each in the
 * server render and the payload. Each is one element object, so the RSC payload writes it
 * once and refers to it from every row.
 */
const svg = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-4',
  'aria-hidden': true,
} as const

export const pencilIcon = (
  <svg {...svg}>
    <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497zm-6.174-1.812 4 4" />
  </svg>
)

export const trashIcon = (
  <svg {...svg}>
    <path d="M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </svg>
)
