/** The base32 secret inside an otpauth:// URI, for people who type it instead of scanning. */
export function totpSecretFromUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret')
  } catch {
    return null
  }
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read and type. */
export function groupInFours(value: string): string {
  return (value.match(/.{1,4}/g) ?? []).join(' ')
}

/** A 6-digit code typed with spaces or dashes still counts; anything else is null. */
export function normalizeTotpCode(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** The .txt a person keeps somewhere safe. */
export function recoveryCodesFile(email: string, codes: readonly string[], productName: string) {
  return [
    `${productName}: códigos de recuperação da verificação em duas etapas`,
    `Conta: ${email}`,
    'Cada código funciona uma única vez. Guarde este arquivo em um lugar seguro.',
    '',
    ...codes,
    '',
  ].join('\n')
}
