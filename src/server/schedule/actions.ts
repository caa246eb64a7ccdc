'use server'

import { cancelScheduleSchema, schedulePostSchema } from '@/lib/validations/schedule'
import { adminAction } from '../auth/action'
import { cancelSchedule, schedulePost } from './schedule-post'

/** "Agendar": saves the document and sets when it (or, for a published post, its update) goes public. */
export const schedulePostAction = adminAction(
  { role: 'editor', schema: schedulePostSchema },
  schedulePost,
)

/** "Cancelar agendamento": keeps the document, drops the time. */
export const cancelScheduleAction = adminAction(
  { role: 'editor', schema: cancelScheduleSchema },
  cancelSchedule,
)
