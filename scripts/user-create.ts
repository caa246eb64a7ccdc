import { parseArgs } from 'node:util'
import { getDatabase } from '@/server/db'
import { ROLES, type Role } from '@/server/db/types'
import { createOrPromoteUser } from '@/server/auth/users'
import { loadConfig, runScript } from './lib/bootstrap'
import { migrate } from './lib/database-setup'

const USAGE =
  'Uso: npm run user:create -- --email E [--password P] --role admin|editor|none\n' +
  '  Cria a conta (senha obrigatória) ou, se o email já existe, muda o papel e, com --password, a senha.'

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help || !values.email || !values.role) {
    console.info(USAGE)
    if (!values.help) process.exitCode = 1
    return
  }
  const roleName = values.role
  if (roleName !== 'none' && !ROLES.includes(roleName as Role)) {
    throw new Error(`Papel inválido "${roleName}". Use admin, editor ou none.`)
  }
  loadConfig()
  await migrate()
  const result = await createOrPromoteUser({
    email: values.email,
    password: values.password,
    role: roleName === 'none' ? null : (roleName as Role),
  })
  const what = result.created ? 'Conta criada' : 'Conta atualizada'
  console.info(`${what}: ${values.email.toLowerCase()} (papel: ${roleName})`)
  if (result.passwordChanged)
    console.info('Senha alterada; as sessões abertas desta conta foram encerradas.')
  await getDatabase().destroy()
})
