import { z } from 'zod'
import { saoPauloToUtc } from '@/lib/schedule-time'
import { savePostSchema } from './posts'

export const SCHEDULE_REQUIRED_MESSAGE = 'Informe a data e a hora da publicação.'
export const SCHEDULE_INVALID_MESSAGE =
  'Data e hora inválidas. Use o formato dd/mm/aaaa hh:mm (horário de Brasília).'
export const SCHEDULE_PAST_MESSAGE =
  'Este horário já passou. Escolha uma data e hora no futuro (horário de Brasília).'
export const NOT_SCHEDULED_MESSAGE =
  'Este post não está agendado. Recarregue a página para ver o estado atual.'

/**
 * A São Paulo date and time as typed (datetime-local or dd/mm/aaaa hh:mm), parsed to the UTC
 * instant; a past or unparseable one is a field error. Checked again on the server, whose clock
 * is the one that counts.
 */
export const scheduledAtField = z
  .string({ error: SCHEDULE_REQUIRED_MESSAGE })
  .trim()
  .min(1, SCHEDULE_REQUIRED_MESSAGE)
  .max(40, SCHEDULE_INVALID_MESSAGE)
  .transform((value, ctx) => {
    const date = saoPauloToUtc(value)
    if (!date) {
      ctx.addIssue({ code: 'custom', message: SCHEDULE_INVALID_MESSAGE })
      return z.NEVER
    }
    return date
  })
  .refine((date) => date.getTime() > Date.now(), SCHEDULE_PAST_MESSAGE)

/** The editor's whole form (saved with the schedule) plus the time. */
export const schedulePostSchema = savePostSchema.safeExtend({ scheduledAt: scheduledAtField })

export type SchedulePostInput = z.input<typeof schedulePostSchema>
export type SchedulePostData = z.output<typeof schedulePostSchema>

export const cancelScheduleSchema = z.object({
  id: z.string().min(1).max(100),
  version: z.number().int().positive(),
})

export type CancelScheduleInput = z.input<typeof cancelScheduleSchema>
