import { toNextJsHandler } from 'better-auth/next-js'
import { getAuth } from '@/server/auth/auth'
import { route } from '@/server/http/route'

/*
 * Better Auth answers its own endpoints (sessions, sign-in, its JSON errors): the wrapper only
 * turns what escapes it (a database down on the first call) into the pt-BR 500. No same-origin
 * check of ours: Better Auth refuses an Origin outside its trusted origins with its own answer,
 * and it reads the body itself.
 */
const OPTIONS = { access: 'public', sameOrigin: false } as const

export const GET = route(OPTIONS, ({ request }) => toNextJsHandler(getAuth()).GET(request))

export const POST = route(OPTIONS, ({ request }) => toNextJsHandler(getAuth()).POST(request))
