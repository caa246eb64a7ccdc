import { EmailText } from '../ui/email-text'
import { cardStyles } from '../ui/styles'
import { MobileLabel, tableStyles as t } from '../ui/table-styles'
import { PendingVerification } from './pending-verification'
import { RoleForm } from './role-form'
import type { UserRow } from './types'

export function UsersTable({ users, currentUserId }: { users: UserRow[]; currentUserId: string }) {
  return (
    <div className={`${cardStyles} overflow-hidden`}>
      <table className={t.table} data-users-table="">
        <caption className="sr-only">Contas da equipe e seus papéis</caption>
        <thead className={t.head}>
          <tr>
            <th scope="col" className={t.th}>
              Email
            </th>
            <th scope="col" className={t.th}>
              Papel
            </th>
            <th scope="col" className={t.th}>
              Duas etapas
            </th>
            <th scope="col" className={t.th}>
              Criada em
            </th>
          </tr>
        </thead>
        <tbody className={t.body}>
          {users.map((user) => (
            <tr key={`${user.id}:${user.role}`} data-user-row={user.email} className={t.row}>
              <td className={`${t.cell} font-medium text-ink`}>
                <MobileLabel>Email</MobileLabel>
                <span className="min-w-0">
                  <EmailText text={user.email} />
                  {user.id === currentUserId ? (
                    <span className="ml-2 text-xs font-normal text-ink-muted">(você)</span>
                  ) : null}
                  {user.emailVerified ? null : <PendingVerification user={user} />}
                </span>
              </td>
              <td className={`${t.cell} max-md:items-center`}>
                <MobileLabel>Papel</MobileLabel>
                <RoleForm user={user} />
              </td>
              <td className={`${t.cell} max-md:items-center`}>
                <MobileLabel>Duas etapas</MobileLabel>
                <span
                  data-two-factor={user.twoFactorEnabled ? 'on' : 'off'}
                  className={
                    user.twoFactorEnabled
                      ? 'inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800'
                      : 'inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700'
                  }
                >
                  {user.twoFactorEnabled ? 'Ativada' : 'Desativada'}
                </span>
              </td>
              <td className={`${t.cell} whitespace-nowrap text-ink-muted`}>
                <MobileLabel>Criada em</MobileLabel>
                <time dateTime={user.createdAtIso}>{user.createdAtLabel}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
