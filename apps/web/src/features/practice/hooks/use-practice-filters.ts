import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, type PracticeFilters, readFilters, writeFilters } from '../lib/filters.ts';

/**
 * The practice filters, read from and written to the URL. Changing any filter but the page
 * resets the page to 1 (spec §4).
 */
export function usePracticeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (change: Partial<PracticeFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...readFilters(current), ...change };
          if (!('page' in change)) next.page = 1;
          return writeFilters(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  /** Clear Filters: difficulty, category, search and page (spec §2); the sort stays. */
  const clear = useCallback(() => {
    setParams((current) => writeFilters({ ...DEFAULT_FILTERS, sort: readFilters(current).sort }));
  }, [setParams]);

  return { filters, update, clear };
}
