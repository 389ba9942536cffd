import { z } from 'zod';
import { Difficulty, EDITOR_LANGUAGES, Language, Role } from '../domain.ts';
import { EmailAddress, NAME_MAX_LENGTH, NewPassword, PASSWORD_MAX } from './auth.ts';
import { Envelope } from './common.ts';
import { EarnedAchievement, TimeZoneRequest } from './progress.ts';

/** Accounts a learner runs on their own: profile, settings, security, export, deletion (issue 18). */

export const DisplayName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

/** The current password, checked for presence only (its rules belong to choosing one). */
export const CurrentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** A single-use link's token, as the e-mail carries it. */
export const LinkToken = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired. Please request a new one.');

export const SubmissionDay = z.object({ day: z.string(), count: z.number().int() });
export const LanguageUse = z.object({
  language: Language,
  submissions: z.number().int(),
  solved: z.number().int(),
});

/** What anyone signed in may see of a learner: no e-mail, no time zone, nothing private. */
export const PublicProfile = z.object({
  _id: z.string(),
  name: z.string(),
  memberSince: z.iso.datetime({ offset: true }),
  /** Contest rating; null until contests rate the learner. */
  rating: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  points: z.number().int(),
  solved: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  /** Judged submissions per local day of the learner, the last 365 days (days without any left out). */
  calendar: z.object({ from: z.string(), to: z.string(), days: z.array(SubmissionDay) }),
  languages: z.array(LanguageUse),
  achievements: z.array(EarnedAchievement),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const OwnProfile = PublicProfile.extend({
  email: z.string(),
  role: Role,
  timeZone: z.string(),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

export const OwnProfileResponse = Envelope.extend({ data: z.object({ profile: OwnProfile }) });
export type OwnProfileResponse = z.infer<typeof OwnProfileResponse>;
export const PublicProfileResponse = Envelope.extend({ data: z.object({ profile: PublicProfile }) });
export type PublicProfileResponse = z.infer<typeof PublicProfileResponse>;
export const UserIdParams = z.object({ id: z.uuid('Unknown learner') });

export const UpdateProfileRequest = z.object({ name: DisplayName });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const EmailChangeRequest = z.object({ email: EmailAddress, password: CurrentPassword });
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;
export const TokenRequest = z.object({ token: LinkToken });
export type TokenRequest = z.infer<typeof TokenRequest>;

export const THEMES = ['system', 'light', 'dark'] as const;
export const Theme = z.enum(THEMES, 'Theme must be system, light or dark');
export const EDITOR_FONT_SIZES = [12, 14, 16, 18] as const;
export const EDITOR_TAB_SIZES = [2, 4, 8] as const;

export const Settings = z.object({
  theme: Theme,
  editor: z.object({
    language: z.enum(EDITOR_LANGUAGES, 'Language must be one the editor offers'),
    fontSize: z.union(
      EDITOR_FONT_SIZES.map((n) => z.literal(n)),
      'Font size must be 12, 14, 16 or 18',
    ),
    tabSize: z.union(
      EDITOR_TAB_SIZES.map((n) => z.literal(n)),
      'Tab size must be 2, 4 or 8',
    ),
    vim: z.boolean('Vim mode must be on or off'),
  }),
  timeZone: z.string(),
  email: z.object({
    /** A notice to the account's address when its password or e-mail changes. */
    securityAlerts: z.boolean('Must be on or off'),
    /** The footer's newsletter, for the account's address. */
    newsletter: z.boolean('Must be on or off'),
  }),
});
export type Settings = z.infer<typeof Settings>;
export const DEFAULT_SETTINGS: Omit<Settings, 'timeZone'> = {
  theme: 'system',
  editor: { language: 'javascript', fontSize: 14, tabSize: 4, vim: false },
  email: { securityAlerts: true, newsletter: false },
};

export const UpdateSettingsRequest = z
  .object({
    theme: Theme,
    editor: Settings.shape.editor.partial(),
    timeZone: TimeZoneRequest.shape.timeZone,
    email: Settings.shape.email.partial(),
  })
  .partial();
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;
export const SettingsResponse = Envelope.extend({
  data: z.object({ settings: Settings, mailEnabled: z.boolean() }),
});
export type SettingsResponse = z.infer<typeof SettingsResponse>;

export const ChangePasswordRequest = z.object({ currentPassword: CurrentPassword, newPassword: NewPassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const SessionInfo = z.object({
  _id: z.string(),
  /** "Chrome on Linux", from the User-Agent at sign-in. */
  device: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionsResponse = Envelope.extend({ data: z.object({ sessions: z.array(SessionInfo) }) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;
export const SessionIdParams = z.object({ id: z.uuid('Unknown session') });

export const DeleteAccountRequest = z.object({ password: CurrentPassword });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** GET /api/account/export: everything the learner gave us or earned, as one JSON file. */
export const AccountExport = z.object({
  exportedAt: z.string(),
  profile: OwnProfile,
  settings: Settings,
  submissions: z.array(
    z.object({
      _id: z.string(),
      problem: z.object({ _id: z.string(), title: z.string(), difficulty: Difficulty }),
      language: Language,
      code: z.string(),
      status: z.string(),
      runtime: z.number().nullable(),
      memory: z.number().nullable(),
      testCasesPassed: z.number().int(),
      totalTestCases: z.number().int(),
      points: z.number().int(),
      submittedAt: z.string(),
    }),
  ),
  progress: z.object({
    points: z.number().int(),
    solved: z.number().int(),
    judged: z.number().int(),
    accepted: z.number().int(),
    activeSeconds: z.number().int(),
    days: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
    categories: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  sessions: z.array(SessionInfo),
  contactMessages: z.array(z.object({ topic: z.string(), message: z.string(), createdAt: z.string() })),
});
export type AccountExport = z.infer<typeof AccountExport>;

export const ForgotPasswordRequest = z.object({ email: EmailAddress });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
export const ResetPasswordRequest = z.object({ token: LinkToken, password: NewPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const MailStatusResponse = Envelope.extend({ data: z.object({ enabled: z.boolean() }) });
export type MailStatusResponse = z.infer<typeof MailStatusResponse>;

/** The one answer to "Forgot your password?", whether the address has an account or not. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail, we have sent it a link to reset the password. The link works once, for 30 minutes.';
export const MAIL_DISABLED_MESSAGE =
  "This server cannot send e-mail. Please contact the site's admin, who can make you a single-use link to reset your password.";
export const LINK_INVALID_MESSAGE = 'This link is invalid or has expired. Please request a new one.';
