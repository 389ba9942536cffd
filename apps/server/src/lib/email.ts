/** Trim, Unicode-normalise and lower-case, so uniqueness and sign-in are case-insensitive. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
