import { CircleCheck } from '@/components/site/icons'

const split = [
  { channel: 'Google Ads', share: 60, amount: 'R$ 3.000', bar: 'bg-brand-400' },
  { channel: 'Meta Ads', share: 40, amount: 'R$ 2.000', bar: 'bg-accent-400' },
] as const

/** Illustrative sample of what the AI Planner returns; labelled as an example. */
export function PlanPreview() {
  return (
    <figure className="mx-auto w-full max-w-xl rounded-2xl border border-white/10 bg-navy-soft/90 p-6 shadow-2xl shadow-black/40 sm:p-8 lg:max-w-none">
      <figcaption className="flex items-center justify-between gap-4">
        <span className="font-display text-lg font-bold text-white">Plano estratégico</span>
        <span className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-slate-300">
          Exemplo ilustrativo
        </span>
      </figcaption>

      <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-slate-400">Ticket médio</dt>
          <dd className="mt-1 font-semibold text-white">R$ 1.200</dd>
        </div>
        <div>
          <dt className="text-slate-400">Verba mensal</dt>
          <dd className="mt-1 font-semibold text-white">R$ 5.000</dd>
        </div>
        <div>
          <dt className="text-slate-400">Leads projetados</dt>
          <dd className="mt-1 font-semibold text-white">68 por mês</dd>
        </div>
        <div>
          <dt className="text-slate-400">Custo por lead</dt>
          <dd className="mt-1 font-semibold text-white">R$ 73,50</dd>
        </div>
      </dl>

      <div className="mt-6 space-y-4">
        <p className="text-sm font-medium text-slate-300">Divisão da verba</p>
        {split.map((item) => (
          <div key={item.channel}>
            <div className="flex justify-between text-sm">
              <span className="text-white">{item.channel}</span>
              <span className="text-slate-300">
                {item.share}% · {item.amount}
              </span>
            </div>
            <div className="mt-2 h-2 rounded-full bg-white/10">
              <div className={`h-2 rounded-full ${item.bar}`} style={{ width: `${item.share}%` }} />
            </div>
          </div>
        ))}
      </div>

      <p className="mt-6 flex items-center gap-2 rounded-lg bg-accent-300/10 px-3 py-2 text-sm font-medium text-accent-300">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Viabilidade alta para a meta de 60 leads
      </p>
    </figure>
  )
}
