import { CalendarClock } from '@/components/site/icons'
import { StaticImage } from '@/components/site/static-image'
import { FormLink } from './form-link'
import { DemoVideoPlayer } from './demo-video-player'
import { demoEmbedUrl } from './demo-video-url'

export const DEMO_VIDEO_TITLE = 'Demonstração do AI Planner'

const POSTER = {
  src: '/landing/ai-planner-demo-poster.svg',
  width: 1280,
  height: 720,
  alt: 'Tela do AI Planner: a conversa com o agente de IA ao lado do plano de mídia com a divisão da verba entre Google Ads e Meta Ads',
} as const

/**
 * The demo video as a facade. With no video configured the same frame says the video is on
 * its way and points to the form, so the page never shows a broken player.
 */
export function DemoVideo({ videoId }: { videoId: string | null }) {
  const poster = (
    <StaticImage
      src={POSTER.src}
      width={POSTER.width}
      height={POSTER.height}
      alt={POSTER.alt}
      sizes="(min-width: 1024px) 960px, 100vw"
      className="absolute inset-0 size-full object-cover"
    />
  )
  return (
    <div
      data-demo-video={videoId ? 'ready' : 'soon'}
      data-surface="dark"
      className="relative mx-auto aspect-video w-full max-w-5xl overflow-hidden rounded-2xl bg-navy shadow-2xl ring-1 shadow-brand-950/20 ring-line"
    >
      {videoId ? (
        <DemoVideoPlayer embedUrl={demoEmbedUrl(videoId)} title={DEMO_VIDEO_TITLE}>
          {poster}
        </DemoVideoPlayer>
      ) : (
        <>
          {poster}
          <div className="absolute inset-0 flex items-center justify-center bg-navy/40 p-3 sm:p-6">
            <div className="flex max-w-md flex-col items-center gap-3 rounded-2xl bg-navy/95 px-5 py-4 text-center shadow-xl shadow-black/30 sm:gap-4 sm:px-8 sm:py-7">
              <CalendarClock
                className="hidden size-10 text-accent-300 sm:block"
                aria-hidden="true"
              />
              <p className="font-display text-lg leading-snug font-bold text-white sm:text-2xl">
                O vídeo de demonstração chega em breve
              </p>
              <p className="hidden text-slate-300 sm:block">
                Enquanto isso, veja o AI Planner ao vivo com um especialista, usando os números do
                seu negócio.
              </p>
              <FormLink size="md">Pedir demonstração ao vivo</FormLink>
            </div>
          </div>
        </>
      )}
    </div>
  )
}
