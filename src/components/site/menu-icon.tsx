import type { ReactNode } from 'react'

// Inline strokes in lucide's style: an icon library in a client component ships its runtime.
export function MenuIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-6"
    >
      {children}
    </svg>
  )
}
