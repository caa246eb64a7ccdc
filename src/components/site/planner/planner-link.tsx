import { Calculator } from '@/components/site/icons'
import { buttonStyles, type ButtonSize } from '@/components/ui/button-styles'

/** The secondary call to action beside the demo buttons: the free planner (a plain link, as on every public page). */
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
    <a
      href="/planejador"
      data-planner-link=""
      className={buttonStyles({ variant: tone === 'dark' ? 'outline-light' : 'secondary', size })}
    >
      <Calculator className="size-5" aria-hidden="true" />
      {children}
    </a>
  )
}
