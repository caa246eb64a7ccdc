import { APP_TIME_ZONE } from '@/lib/dates'

const clock = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: APP_TIME_ZONE,
})

/** "14:32": the time of a save in São Paulo, whatever the browser's own time zone. */
export function formatSaveTime(iso: string): string {
  const parts: Record<string, string> = {}
  for (const part of clock.formatToParts(new Date(iso))) parts[part.type] = part.value
  return `${parts.hour}:${parts.minute}`
}
