import { ShieldCheck } from '@/components/site/icons'
import { DemoVideo } from '../demo-video'
import { configuredDemoVideoId } from '../demo-video-url'
import { SectionHeader } from '../section-header'

export function AiPlannerDemo() {
  const videoId = configuredDemoVideoId()
  return (
    <section
      id="demonstracao"
      aria-labelledby="demonstracao-title"
      className="bg-white py-20 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="demonstracao-title"
          eyebrow="Demonstração"
          title="Veja o AI Planner em ação"
          intro="Acompanhe o agente de IA transformando um briefing em um plano de mídia completo, da primeira pergunta à divisão da verba."
        />
        <div className="mt-12">
          <DemoVideo videoId={videoId} />
        </div>
        {videoId ? (
          <p className="mx-auto mt-4 flex max-w-5xl items-center justify-center gap-2 text-center text-sm text-ink-muted">
            <ShieldCheck className="size-4 shrink-0 text-accent-700" aria-hidden="true" />O player
            do YouTube só é carregado quando você clica em assistir.
          </p>
        ) : null}
      </div>
    </section>
  )
}
