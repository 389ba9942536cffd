import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, type SubmissionFilters, writeFilters } from '../lib/filters.ts';

/** Status, language, sort and page in the URL; any change but the page goes back to page 1. */
export function useSubmissionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (change: Partial<SubmissionFilters>) => {
      setParams((current) => {
        const next = { ...readFilters(current), ...change };
        if (!('page' in change)) next.page = 1;
        return writeFilters(next);
      });
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, update, clear };
}
