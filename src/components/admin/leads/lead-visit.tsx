import type { ReactNode } from 'react'
import type { AdminLead, LeadPostRef } from '@/server/leads/types'

const UTM_FIELDS = [
  ['utm_source', 'visit_utm_source'],
  ['utm_medium', 'visit_utm_medium'],
  ['utm_campaign', 'visit_utm_campaign'],
  ['utm_term', 'visit_utm_term'],
  ['utm_content', 'visit_utm_content'],
] as const

/**
 * A post of the visit: its public article while published; otherwise the editor (unpublished
 * since) or only its title (deleted since).
 */
function PostLink({ post }: { post: LeadPostRef }) {
  const href = post.path ?? (post.removed ? null : `/admin/posts/${post.id}/edit`)
  if (!href) return <span className="text-ink-muted">{post.title}</span>
  return (
    <a
      href={href}
      target={post.path ? '_blank' : undefined}
      rel={post.path ? 'noopener noreferrer' : undefined}
      data-lead-post-link={post.id}
      className="font-semibold break-words text-brand-700 hover:underline"
    >
      {post.title}
      {post.path ? <span className="sr-only"> (abre em uma nova aba)</span> : null}
    </a>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="break-words text-ink-muted">{children}</dd>
    </div>
  )
}

/**
 * The visit that brought the lead, from the site's own analytics (no cookie): the post that
 * generated it at a glance, the rest (landing page, source, UTMs, posts read) on request.
 */
export function LeadVisit({ lead }: { lead: AdminLead }) {
  if (!lead.visit_landing_path) return null
  const utms = UTM_FIELDS.flatMap(([name, column]) =>
    lead[column] ? [`${name}=${lead[column]}`] : [],
  )
  const origin = [lead.visit_source, lead.visit_referrer_host].filter(Boolean)
  return (
    <div className="mt-1 text-xs" data-lead-visit="">
      {lead.leadPost ? (
        <p data-lead-post="">
          <span className="text-ink-muted">Post que gerou o lead: </span>
          <PostLink post={lead.leadPost} />
        </p>
      ) : null}
      <details className="mt-1">
        <summary className="cursor-pointer text-brand-700">Visita</summary>
        <dl className="mt-1 space-y-1">
          <Field label="Página de entrada">
            <span data-lead-visit-landing="">{lead.visit_landing_path}</span>
          </Field>
          <Field label="Origem da visita">
            <span data-lead-visit-source="">{origin.join(' · ') || '-'}</span>
          </Field>
          {utms.length > 0 ? (
            <Field label="UTMs da visita">
              <span data-lead-visit-utms="">{utms.join(' / ')}</span>
            </Field>
          ) : null}
          {lead.visitPosts.length > 0 ? (
            <Field label="Posts lidos na visita">
              <ol className="list-decimal pl-4" data-lead-visit-posts="">
                {lead.visitPosts.map((post) => (
                  <li key={post.id}>
                    <PostLink post={post} />
                  </li>
                ))}
              </ol>
            </Field>
          ) : null}
        </dl>
      </details>
    </div>
  )
}
