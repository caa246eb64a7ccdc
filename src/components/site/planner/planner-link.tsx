import { Calculator } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles, type ButtonSize } from '@/components/ui/button-styles'

/** The secondary call to action beside the demo buttons: try the free planner first. */
export function PlannerLink({
  tone = 'light',
  size = 'lg',
  children = 'Fazer meu plano grátis',
}: {
  tone?: 'light' | 'dark'
  size?: ButtonSize
  children?: string
}) {
  return (
    <Link
      href="/planejador"
      data-planner-link=""
      className={buttonStyles({ variant: tone === 'dark' ? 'outline-light' : 'secondary', size })}
    >
      <Calculator className="size-5" aria-hidden="true" />
      {children}
    </Link>
  )
}
