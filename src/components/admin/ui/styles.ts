/** Shared look for admin cards. */
export const cardStyles = 'rounded-2xl border border-line bg-white shadow-sm'
