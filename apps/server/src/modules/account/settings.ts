import { DEFAULT_SETTINGS, type Settings, type UpdateSettingsRequest } from '@codecoach/contracts';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { setTimeZone } from '../progress/activity.ts';
import type { AccountRepository, SettingsPatch, SettingsRow } from './repository.ts';

function toSettings(row: SettingsRow | undefined, timeZone: string, newsletter: boolean): Settings {
  if (!row) return { ...DEFAULT_SETTINGS, timeZone, email: { ...DEFAULT_SETTINGS.email, newsletter } };
  return {
    theme: row.theme,
    editor: {
      language: row.editorLanguage,
      fontSize: row.editorFontSize,
      tabSize: row.editorTabSize,
      vim: row.editorVim,
    },
    timeZone,
    email: { securityAlerts: row.emailSecurityAlerts, newsletter },
  };
}

export async function readSettings(account: AccountRepository, userId: string): Promise<Settings> {
  const user = await account.user(userId);
  if (!user) throw errors.unauthorized();
  const [row, newsletter] = await Promise.all([account.settings(userId), account.subscribed(user.email)]);
  return toSettings(row, user.timeZone, newsletter);
}

/**
 * Saves the fields given. A time zone chosen here is kept against the browser's automatic report,
 * and applies from now on: days already counted stay in the zone they were counted in.
 */
export async function updateSettings(
  db: Db,
  account: AccountRepository,
  userId: string,
  input: UpdateSettingsRequest,
): Promise<Settings> {
  const user = await account.user(userId);
  if (!user) throw errors.unauthorized();
  const patch: SettingsPatch = {};
  if (input.theme !== undefined) patch.theme = input.theme;
  const e = input.editor ?? {};
  if (e.language !== undefined) patch.editorLanguage = e.language;
  if (e.fontSize !== undefined) patch.editorFontSize = e.fontSize;
  if (e.tabSize !== undefined) patch.editorTabSize = e.tabSize;
  if (e.vim !== undefined) patch.editorVim = e.vim;
  if (input.email?.securityAlerts !== undefined) patch.emailSecurityAlerts = input.email.securityAlerts;
  if (input.timeZone !== undefined) patch.timeZoneManual = true;
  if (Object.keys(patch).length > 0) await account.saveSettings(userId, patch);
  if (input.timeZone !== undefined) await setTimeZone(db, userId, input.timeZone, { byHand: true });
  if (input.email?.newsletter !== undefined) await account.setSubscribed(user.email, input.email.newsletter);
  return readSettings(account, userId);
}
