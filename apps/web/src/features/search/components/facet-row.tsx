import { useId } from 'react';
import type { FilterOption } from '../filter-options';
import { useSearchT } from '../search-i18n';
import { numberFormat } from '@/lib/format-number';

interface FacetRowProps {
  label: string;
  options: FilterOption[];
  selected: string[];
  onChange: (values: string[]) => void;
}

/** One coded filter as a row of toggle chips ("any of"), each with its mine count; 全部 clears it. */
export function FacetRow({ label, options, selected, onChange }: FacetRowProps) {
  const { t, language } = useSearchT();
  const labelId = useId();
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  const number = numberFormat(language);
  return (
    <div className="filter-row">
      <span className="filter-row__label" id={labelId}>
        {label}
      </span>
      <div className="filter-row__chips" role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className="facet-chip"
          aria-pressed={selected.length === 0}
          onClick={() => onChange([])}
        >
          {t('search.all')}
        </button>
        {options.map((option) => {
          const pressed = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              className={`facet-chip${option.count === 0 && !pressed ? ' facet-chip--zero' : ''}`}
              aria-pressed={pressed}
              onClick={() => toggle(option.value)}
            >
              {option.label}
              {/* Present before the counts arrive, so their arrival does not widen the chips. */}
              <span className="facet-chip__count">
                {option.count !== undefined && number.format(option.count)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
