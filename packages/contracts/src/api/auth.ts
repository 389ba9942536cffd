import { z } from 'zod';
import { Role } from '../domain.ts';
import { Envelope } from './common.ts';

/** Password length limits; the server also refuses common passwords (not checkable offline). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed e-mail address. Case is kept; uniqueness is case-insensitive on the server. */
export const EmailAddress = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(EMAIL_MAX_LENGTH, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/** Rules for a new password. Not trimmed: spaces are legitimate password characters. */
export const NewPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const RegisterRequest = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  email: EmailAddress,
  password: NewPassword,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Sign-in checks presence only: length rules belong to choosing a password, not to typing one. */
export const LoginRequest = z.object({
  email: EmailAddress,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The public view of an account; never carries a password hash. */
export const User = z.object({
  _id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  role: Role,
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof User>;

/** 201 from POST /api/auth/register and 200 from POST /api/auth/login. */
export const AuthResponse = Envelope.extend({ token: z.string().min(1), user: User });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** GET /api/auth/me (bearer). */
export const MeResponse = Envelope.extend({ user: User });
export type MeResponse = z.infer<typeof MeResponse>;

/** POST /api/auth/logout (bearer): the token is revoked server-side. */
export const LogoutResponse = Envelope;
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** GET /api/auth/demo: the demo admin's credentials, answered only in demo mode (404 otherwise). */
export const DemoCredentialsResponse = Envelope.extend({
  data: z.object({ email: z.string(), password: z.string() }),
});
export type DemoCredentialsResponse = z.infer<typeof DemoCredentialsResponse>;

/** The one message for any failed sign-in, so it never tells which part was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';
