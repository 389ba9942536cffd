import { useQuery } from '@tanstack/react-query';
import { getStoredUser } from '../../../lib/stored-user.ts';
import { saveTimeZone } from '../api/report-activity.ts';

const KEY = 'codecoach.reportedTimeZone';

/** The browser's IANA time zone ("UTC" if the runtime cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Tells the server the browser's time zone once per user and zone (remembered in localStorage),
 * so streaks and days are counted in the learner's own calendar. Settles (success or failure)
 * quickly; the progress screens wait for it so a first visit is already in the right zone.
 */
export function useTimeZoneReport() {
  const timeZone = browserTimeZone();
  const userId = getStoredUser()?._id ?? 'anonymous';
  const marker = `${userId}:${timeZone}`;
  return useQuery({
    queryKey: ['progress', 'time-zone', marker],
    queryFn: async () => {
      if (localStorage.getItem(KEY) === marker) return timeZone;
      const answer = await saveTimeZone(timeZone);
      localStorage.setItem(KEY, marker);
      return answer.data.timeZone;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
