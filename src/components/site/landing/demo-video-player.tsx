'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type DemoVideoPlayerProps = {
  embedUrl: string
  title: string
  /** The poster, rendered on the server. */
  children: ReactNode
}

/**
 * The facade: a poster and a real button. The player (and every request and cookie of the
 * video host) exists only after the visitor clicks.
 */
export function DemoVideoPlayer({ embedUrl, title, children }: DemoVideoPlayerProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  // The button that had focus is gone: keyboard users continue inside the player.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (playing)
    return (
      <iframe
        ref={frame}
        src={embedUrl}
        title={title}
        data-demo-video-frame=""
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="absolute inset-0 size-full border-0"
      />
    )

  return (
    <>
      {children}
      <button
        type="button"
        onClick={() => setPlaying(true)}
        data-demo-video-play=""
        className="group absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-3 bg-navy/30 text-white transition-colors hover:bg-navy/20 motion-reduce:transition-none"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-300 text-navy shadow-xl shadow-black/30 transition-transform group-hover:scale-105 motion-reduce:transition-none sm:size-24">
          {/* lucide's "play", inline: lucide-react in a client component ships its runtime to
              every public page through the shared chunk. */}
          <svg
            viewBox="0 0 24 24"
            fill="currentColor"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            aria-hidden="true"
            className="ml-1 size-7 sm:size-10"
          >
            <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />
          </svg>
        </span>
        <span className="rounded-full bg-navy/85 px-4 py-2 text-sm font-semibold sm:text-base">
          Assistir demonstração
        </span>
      </button>
    </>
  )
}
