import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { sendHeartbeat } from '../api/report-activity.ts';
import { ActiveTimeMeter } from '../lib/active-time.ts';
import { useTimeZoneReport } from './use-time-zone-report.ts';

const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'focus'] as const;

/**
 * Time spent (docs/progress.md): while the solve screen for `problemId` is open, counts the
 * seconds the tab is visible with input in the last minute and reports them every ~30 s, when the
 * tab is hidden and when the screen closes. Also keeps the profile's time zone current.
 */
export function useActiveTime(problemId: string): void {
  useTimeZoneReport();
  useEffect(() => {
    if (!problemId) return;
    const meter = new ActiveTimeMeter(Date.now());
    // A problem the server does not know (e.g. a contest letter) is not tracked further.
    let stopped = false;
    const report = () => {
      const seconds = meter.take();
      if (seconds <= 0 || stopped) return;
      sendHeartbeat(problemId, seconds).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) stopped = true;
      });
    };
    const onInput = () => meter.input(Date.now());
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report();
    };
    const timer = window.setInterval(() => {
      if (meter.tick(Date.now(), document.visibilityState === 'visible')) report();
    }, 1000);
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      report();
    };
  }, [problemId]);
}
