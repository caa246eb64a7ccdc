/*
 * Who a post is by, as readers see it. Staff set a display name in Minha conta; until then their
 * posts are signed by the team. No public page may show an e-mail address or part of one.
 */

/** What a post shows as its author while the writer has no display name. */
export const TEAM_AUTHOR = 'Equipe MídiaPlan'

/** The part of an e-mail before "@". */
export function emailLocalPart(email: string): string {
  const at = email.lastIndexOf('@')
  return at === -1 ? email : email.slice(0, at)
}

/**
 * A name that reads as (part of) an e-mail: one with an "@", or exactly the part before "@",
 * which is what sign-up and `user:create` put in Better Auth's required `user.name`.
 */
export function looksLikeEmail(name: string, email: string): boolean {
  return name.includes('@') || name === emailLocalPart(email)
}

/** The name a person chose to sign articles with, or null while they have none. */
export function chosenDisplayName(user: { name: string | null; email: string }): string | null {
  const name = user.name?.trim() ?? ''
  return name && !looksLikeEmail(name, user.email) ? name : null
}

/** The person a post is by, or null when the team signs it (no name, or one with an "@"). */
export function postAuthorName(authorName: string | null | undefined): string | null {
  const name = authorName?.trim()
  return name && !name.includes('@') ? name : null
}

/** The byline of a post: its writer's name, or the team. */
export function bylineAuthor(authorName: string | null | undefined): string {
  return postAuthorName(authorName) ?? TEAM_AUTHOR
}
