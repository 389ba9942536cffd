import { LANGUAGE_LABELS, LANGUAGES, Language, SubmissionStatus } from '@codecoach/contracts';
import { useId } from 'react';
import { SearchGlyph } from '../../../components/ui/glyphs.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { statusLabel } from '../../../components/ui/status-badge.tsx';
import { FILTER_STATUSES, SORT_OPTIONS, type SubmissionFilters } from '../lib/filters.ts';

interface SubmissionFiltersProps {
  filters: SubmissionFilters;
  onChange: (change: Partial<SubmissionFilters>) => void;
  search: string;
  onSearch: (text: string) => void;
}

/** Status, language (spec §9's six) and sort go to the server; the title search stays in the browser. */
export function SubmissionFiltersBar({ filters, onChange, search, onSearch }: SubmissionFiltersProps) {
  const searchId = useId();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search by problem title
        </label>
        <div className="relative">
          <SearchGlyph className="pointer-events-none absolute top-3 left-3 size-4 text-muted" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Filter this page..."
            className="h-10 w-full rounded-lg border border-border bg-surface pr-3 pl-9 text-sm text-fg placeholder:text-muted"
          />
        </div>
      </div>
      <SelectField
        label="Status"
        value={filters.status ?? 'all'}
        onChange={(event) =>
          onChange({ status: SubmissionStatus.safeParse(event.target.value).data ?? null })
        }
        options={[
          { value: 'all', label: 'All Statuses' },
          ...FILTER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
        ]}
      />
      <SelectField
        label="Language"
        value={filters.language ?? 'all'}
        onChange={(event) => onChange({ language: Language.safeParse(event.target.value).data ?? null })}
        options={[
          { value: 'all', label: 'All Languages' },
          ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] })),
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
