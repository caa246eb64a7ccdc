import { toNextJsHandler } from 'better-auth/next-js'
import { getAuth } from '@/server/auth/auth'

export async function GET(request: Request): Promise<Response> {
  return toNextJsHandler(getAuth()).GET(request)
}

export async function POST(request: Request): Promise<Response> {
  return toNextJsHandler(getAuth()).POST(request)
}
