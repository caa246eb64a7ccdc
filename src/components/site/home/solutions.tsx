import { Bot, Check, ShoppingCart, Target, type SiteIcon } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'
import { getEnv } from '@/server/env'
import { waitlistContact } from '../contact'
import { PlannerLink } from '../planner/planner-link'

type Solution = {
  id: string
  icon: SiteIcon
  title: string
  description: string
  features: readonly string[]
} & (
  { status: 'soon'; waitlistMessage: string } | { status: 'available'; href: string; cta: string }
)

const solutions: readonly Solution[] = [
  {
    id: 'varejo',
    icon: ShoppingCart,
    title: 'Solução para Varejo',
    description:
      'Aumente o ticket médio e segmente seus clientes por clusters de alta performance para investir onde a venda acontece.',
    features: [
      'Aumento do ticket médio',
      'Clusters de alta performance',
      'Campanhas por perfil de compra',
    ],
    status: 'soon',
    waitlistMessage:
      'Olá! Quero entrar na lista de espera da Solução para Varejo do MídiaPlan. Pode me avisar quando estiver disponível?',
  },
  {
    id: 'qualidade-de-leads',
    icon: Target,
    title: 'Planejador de Qualidade de Leads',
    description:
      'Devolva às plataformas de anúncios o aprendizado dos leads qualificados e atraia mais contatos com perfil de cliente.',
    features: [
      'Retorno de leads qualificados',
      'Otimização para vendas',
      'Menos leads desqualificados',
    ],
    status: 'soon',
    waitlistMessage:
      'Olá! Quero entrar na lista de espera do Planejador de Qualidade de Leads do MídiaPlan. Pode me avisar quando estiver disponível?',
  },
  {
    id: 'ai-planner',
    icon: Bot,
    title: 'AI Planner',
    description:
      'Um agente de planejamento com IA coleta produto ou serviço, ticket médio, verba disponível e leads desejados e entrega seu plano estratégico.',
    features: [
      'Análise de viabilidade',
      'Resultados projetados',
      'Divisão de verba entre Google Ads e Meta Ads',
      'Plano em menos de 5 minutos',
    ],
    status: 'available',
    href: '/ai-planner',
    cta: 'Conhecer o AI Planner',
  },
]

/** The number defaults to the configured one; tests pass their own. */
export function Solutions({
  whatsappNumber = getEnv().NEXT_PUBLIC_WHATSAPP_NUMBER ?? null,
}: { whatsappNumber?: string | null } = {}) {
  return (
    <section id="solucoes" aria-labelledby="solucoes-title" className="bg-surface py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Soluções</p>
          <h2
            id="solucoes-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            Inteligência artificial em cada etapa da sua mídia paga
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Comece hoje com o AI Planner e entre na lista de espera das próximas soluções.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {solutions.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} whatsappNumber={whatsappNumber} />
          ))}
        </ul>
        <p className="mt-10 flex flex-col items-center gap-4 text-center text-ink-muted sm:flex-row sm:justify-center">
          Quer ver na prática? Monte agora um plano gratuito com os números do seu negócio.
          <PlannerLink size="md" />
        </p>
      </div>
    </section>
  )
}

function SolutionCard({
  solution,
  whatsappNumber,
}: {
  solution: Solution
  whatsappNumber: string | null
}) {
  const { icon: Icon } = solution
  const available = solution.status === 'available'
  return (
    <li
      data-solution={solution.id}
      className={[
        'flex flex-col rounded-2xl bg-white p-6 sm:p-8',
        available ? 'shadow-xl ring-2 ring-brand-600' : 'border border-line shadow-sm',
      ].join(' ')}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        {available ? (
          <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-accent-700">
            Disponível
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-800">
            Em breve
          </span>
        )}
      </div>
      <h3 className="mt-6 text-xl font-bold text-ink">{solution.title}</h3>
      <p className="mt-3 leading-relaxed text-ink-muted">{solution.description}</p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-ink">
        {solution.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {solution.status === 'available' ? (
        <a href={solution.href} className={buttonStyles({ size: 'lg', className: 'mt-8 w-full' })}>
          {solution.cta}
        </a>
      ) : (
        <WaitlistLink solution={solution} whatsappNumber={whatsappNumber} />
      )}
    </li>
  )
}

function WaitlistLink({
  solution,
  whatsappNumber,
}: {
  solution: Extract<Solution, { status: 'soon' }>
  whatsappNumber: string | null
}) {
  const contact = waitlistContact(solution.title, solution.waitlistMessage, whatsappNumber)
  const className = buttonStyles({ variant: 'secondary', size: 'lg', className: 'mt-8 w-full' })
  if (contact.channel === 'email') {
    return (
      <a href={contact.href} data-waitlist={solution.id} className={className}>
        Entrar na lista de espera
        <span className="sr-only">: {solution.title} (abre o seu programa de e-mail)</span>
      </a>
    )
  }
  return (
    <a
      href={contact.href}
      target="_blank"
      rel="noopener noreferrer"
      data-waitlist={solution.id}
      className={className}
    >
      Entrar na lista de espera
      <span className="sr-only">: {solution.title} (abre o WhatsApp em uma nova aba)</span>
    </a>
  )
}
