import { CircleCheck } from '@/components/site/icons'
import { LogoMark } from '@/components/site/logo'

const messages = [
  { from: 'agent', text: 'Olá! Qual produto ou serviço você quer anunciar?' },
  { from: 'you', text: 'Software de gestão para clínicas' },
  { from: 'agent', text: 'Qual é o ticket médio e quanto você pode investir por mês?' },
  { from: 'you', text: 'Ticket de R$ 1.500 e verba de R$ 6.000' },
  { from: 'agent', text: 'E quantos leads por mês você deseja?' },
  { from: 'you', text: '80 leads' },
] as const

/** Illustrative conversation with the planning agent; labelled as an example. */
export function AgentChat() {
  return (
    <figure className="mx-auto w-full max-w-xl rounded-2xl border border-white/10 bg-navy-soft/90 p-5 shadow-2xl shadow-black/40 sm:p-6 lg:max-w-none">
      <figcaption className="flex items-center justify-between gap-4">
        <span className="flex items-center gap-2 font-display font-bold text-white">
          <LogoMark className="size-7" />
          Agente AI Planner
        </span>
        <span className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-slate-300">
          Exemplo ilustrativo
        </span>
      </figcaption>

      <ul className="mt-5 space-y-3 text-sm">
        {messages.map((message) => (
          <li
            key={message.text}
            className={
              message.from === 'agent'
                ? 'mr-10 rounded-2xl rounded-tl-sm bg-white/10 px-4 py-2.5 text-slate-200'
                : 'ml-auto w-fit max-w-[80%] rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-2.5 text-white'
            }
          >
            <span className="sr-only">{message.from === 'agent' ? 'Agente: ' : 'Você: '}</span>
            {message.text}
          </li>
        ))}
      </ul>

      <div className="mt-5 rounded-xl border border-accent-300/30 bg-accent-300/10 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent-300">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Plano pronto: viabilidade alta
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-xs">
          <div>
            <dt className="text-slate-400">Custo por lead</dt>
            <dd className="mt-0.5 text-base font-bold text-white">R$ 75</dd>
          </div>
          <div>
            <dt className="text-slate-400">Google Ads</dt>
            <dd className="mt-0.5 text-base font-bold text-white">55%</dd>
          </div>
          <div>
            <dt className="text-slate-400">Meta Ads</dt>
            <dd className="mt-0.5 text-base font-bold text-white">45%</dd>
          </div>
        </dl>
      </div>
    </figure>
  )
}
