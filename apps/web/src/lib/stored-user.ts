// Before any schema is built, whichever chunk the bundler puts this module in (lib/zod-setup.ts).
import './zod-setup.ts';
import { User } from '@codecoach/contracts';
import { USER_KEY } from './auth-storage.ts';

/**
 * The stored user (lib/auth-storage.ts writes it), or null when absent or not a valid user (e.g.
 * written by an older build). A module of its own so the User schema loads with the screens that
 * read it, not with the entry chunk.
 */
export function getStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = User.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
