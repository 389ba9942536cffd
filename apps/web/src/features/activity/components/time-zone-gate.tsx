import type { ReactNode } from 'react';
import { useTimeZoneReport } from '../hooks/use-time-zone-report.ts';

/**
 * Renders its children once the browser's time zone has been reported (or the report failed:
 * the screen then shows figures in the zone the profile already has), so a learner's first
 * dashboard is counted in their own days.
 */
export function TimeZoneGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const report = useTimeZoneReport();
  return report.isPending ? fallback : children;
}
