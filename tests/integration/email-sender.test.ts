import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmailSender } from '@/server/auth/email-sender'
import { startSmtpInbox } from '../support/smtp-inbox'

const SMTP = { user: 'painel', pass: 'segredo-smtp' }
const MESSAGE = {
  to: 'pessoa@exemplo.com.br',
  subject: 'Confirme seu email no painel MídiaPlan',
  text: 'Olá,\n\nhttp://localhost:3999/admin/login/confirmar-email?token=abc.def.ghi\n',
}
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>

beforeAll(async () => {
  inbox = await startSmtpInbox(SMTP)
})
afterAll(() => inbox.close())

describe('email sender', () => {
  it('delivers by SMTP with the configured login and sender', async () => {
    const send = createEmailSender({
      smtpUrl: inbox.url,
      from: 'MídiaPlan <painel@exemplo.com.br>',
    })
    await send(MESSAGE)
    const mail = inbox.mails.at(-1)
    expect(mail?.from).toBe('painel@exemplo.com.br')
    expect(mail?.to).toEqual(['pessoa@exemplo.com.br'])
    expect(mail?.text).toContain(
      'http://localhost:3999/admin/login/confirmar-email?token=abc.def.ghi',
    )
  })

  it('fails loudly when the server refuses the login or is not there', async () => {
    const wrongLogin = createEmailSender({
      smtpUrl: `smtp://painel:errada@127.0.0.1:${inbox.port}`,
      from: 'painel@exemplo.com.br',
    })
    await expect(wrongLogin(MESSAGE)).rejects.toThrow()
    const closed = await startSmtpInbox(SMTP)
    await closed.close()
    const nobody = createEmailSender({ smtpUrl: closed.url, from: 'painel@exemplo.com.br' })
    await expect(nobody(MESSAGE)).rejects.toThrow()
  })

  it('prints the message, link included, to the server log without SMTP_URL', async () => {
    const lines: string[] = []
    const send = createEmailSender({
      from: 'painel@exemplo.com.br',
      log: (text) => lines.push(text),
    })
    await send(MESSAGE)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('pessoa@exemplo.com.br')
    expect(lines[0]).toContain(
      'http://localhost:3999/admin/login/confirmar-email?token=abc.def.ghi',
    )
  })
})
