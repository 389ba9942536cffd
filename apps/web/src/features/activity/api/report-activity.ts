import { HeartbeatResponse, TimeZoneResponse } from '@codecoach/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/activity/heartbeat: active seconds on a problem's solve screen. */
export function sendHeartbeat(problemId: string, seconds: number) {
  return apiRequest('/activity/heartbeat', {
    method: 'POST',
    body: { problemId, seconds },
    schema: HeartbeatResponse,
    auth: true,
  });
}

/** PUT /api/user/timezone: the browser's IANA zone, which streaks and days are counted in. */
export function saveTimeZone(timeZone: string) {
  return apiRequest('/user/timezone', {
    method: 'PUT',
    body: { timeZone },
    schema: TimeZoneResponse,
    auth: true,
  });
}
