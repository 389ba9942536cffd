import { useEffect, useState } from 'react';
import { formatRemaining } from '../lib/time.ts';

/** Time Remaining, recomputed every second from the server's end time and the clock offset. */
export function useCountdown(endTime: string | null, offsetMs: number): { text: string; over: boolean } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!endTime) return { text: formatRemaining(0), over: true };
  const left = Date.parse(endTime) - (now + offsetMs);
  return { text: formatRemaining(left), over: left <= 0 };
}
