// The SERP feature part of the filter panel: for each feature a user can filter by, "any", "has" or
// "lacks" (e.g. AI Overview: lacks, to find the keywords whose page has none). The vocabulary and
// its rule are shared (src/shared/filters/serp-feature-filter.ts); this only draws it.
import { useId } from 'react';
import { serpFeatureLabel } from '@shared/contract/serp-request';
import { normalizeSerpFeatureFilter, SERP_FEATURE_FILTER_TYPES, type SerpFeatureFilter, type SerpFeatureFilterType } from '@shared/filters/serp-feature-filter';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

type Choice = 'any' | 'has' | 'lacks';

function choiceOf(filter: SerpFeatureFilter, type: SerpFeatureFilterType): Choice {
  if (filter.lacks.includes(type)) return 'lacks';
  return filter.has.includes(type) ? 'has' : 'any';
}

function withChoice(filter: SerpFeatureFilter, type: SerpFeatureFilterType, choice: Choice): SerpFeatureFilter {
  const has = filter.has.filter((t) => t !== type);
  const lacks = filter.lacks.filter((t) => t !== type);
  if (choice === 'has') has.push(type);
  if (choice === 'lacks') lacks.push(type);
  return normalizeSerpFeatureFilter({ has, lacks });
}

export function SerpFeatureFields({ value, onChange }: { value: SerpFeatureFilter; onChange: (value: SerpFeatureFilter) => void }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">SERP features</legend>
      <p className="text-xs text-muted-foreground">Keywords whose features are not known match neither “has” nor “lacks”.</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SERP_FEATURE_FILTER_TYPES.map((type) => (
          <div key={type} className="flex flex-col gap-1">
            <Label htmlFor={`${id}-${type}`}>{serpFeatureLabel(type)}</Label>
            <Select id={`${id}-${type}`} value={choiceOf(value, type)} onChange={(e) => onChange(withChoice(value, type, e.target.value as Choice))}>
              <option value="any">Any</option>
              <option value="has">Has</option>
              <option value="lacks">Lacks</option>
            </Select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
