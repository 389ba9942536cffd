import { CATEGORIES, CATEGORY_LABELS, Category, DIFFICULTIES, Difficulty } from '@codecoach/contracts';
import { useEffect, useId, useState } from 'react';
import { difficultyLabel } from '../../../components/ui/difficulty-badge.tsx';
import { SearchGlyph } from '../../../components/ui/glyphs.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCategoryCounts } from '../api/get-problems.ts';
import { type PracticeFilters, SORT_OPTIONS } from '../lib/filters.ts';

/** Typing waits this long before the list is asked again, so each key press is not a request. */
const SEARCH_DELAY_MS = 300;

interface ProblemFiltersProps {
  filters: PracticeFilters;
  onChange: (change: Partial<PracticeFilters>, options?: { replace?: boolean }) => void;
}

function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);

  // The URL can change from elsewhere (Clear Filters, the back button): follow it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search className="col-span-2 lg:col-span-1">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <label htmlFor={id} className="text-sm font-medium">
          Search
        </label>
        <div className="relative">
          <SearchGlyph className="pointer-events-none absolute top-3 left-3 size-4 text-muted" />
          <input
            id={id}
            type="search"
            value={text}
            maxLength={100}
            placeholder="Search problems..."
            onChange={(event) => setText(event.target.value)}
            className="h-10 w-full rounded-lg border border-border bg-surface pr-3 pl-9 text-sm text-fg placeholder:text-muted"
          />
        </div>
      </form>
    </search>
  );
}

/** Difficulty, category, sort and search (spec §2). */
export function ProblemFilters({ filters, onChange }: ProblemFiltersProps) {
  const counts = useCategoryCounts();
  const countOf = (id: string) => counts.data?.categories.find((c) => c.id === id)?.count;

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchField value={filters.search} onSearch={(search) => onChange({ search }, { replace: true })} />
      <SelectField
        label="Difficulty"
        value={filters.difficulty ?? 'all'}
        onChange={(event) => onChange({ difficulty: Difficulty.safeParse(event.target.value).data ?? null })}
        options={[
          { value: 'all', label: 'All Difficulties' },
          ...DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(d) })),
        ]}
      />
      <SelectField
        label="Category"
        value={filters.category ?? 'all'}
        onChange={(event) => onChange({ category: Category.safeParse(event.target.value).data ?? null })}
        options={[
          { value: 'all', label: 'All Categories' },
          ...CATEGORIES.map((c) => {
            const count = countOf(c);
            return {
              value: c,
              label: count === undefined ? CATEGORY_LABELS[c] : `${CATEGORY_LABELS[c]} (${count})`,
            };
          }),
        ]}
      />
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(event) => {
          const sort = SORT_OPTIONS.find((o) => o.value === event.target.value)?.value;
          if (sort) onChange({ sort });
        }}
        options={SORT_OPTIONS}
      />
    </div>
  );
}
