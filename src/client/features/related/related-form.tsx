// The Related Keywords form (spec "Related Keywords screen"): keyword (Enter submits) with the "Did
// you mean" hint, language, location, results per request, depth with the approximate keyword
// counts, the cost estimate and the Find button with its busy label.
import { Loader2, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { RELATED_DEPTHS, RELATED_LIMIT_OPTIONS, RELATED_PAGE_SIZE } from '@shared/constants/limits';
import { formatRelatedCostEstimate } from '@shared/costs';
import { depthOptionLabel } from '@shared/messages/related';
import { CostEstimate, KeywordField, LanguageSelect, LocationSelect, OptionSelect, type ToolInputs } from '../../components/tool-inputs';
import { Button } from '../../components/ui/button';
import { limitOptionLabel } from './related-inputs';

export interface RelatedFormProps {
  inputs: ToolInputs;
  isRunning: boolean;
  onSubmit: () => void;
}

export function RelatedForm({ inputs, isRunning, onSubmit }: RelatedFormProps) {
  const id = useId();
  const { values, set } = inputs;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-6" aria-busy={isRunning}>
      <KeywordField
        id={`${id}-keyword`}
        value={values.keyword}
        onChange={(keyword) => set('keyword', keyword)}
        onEnter={onSubmit}
        placeholder="e.g. coffee grinder"
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <LanguageSelect id={`${id}-language`} value={values.languageCode} onChange={(code) => set('languageCode', code)} />
        <LocationSelect id={`${id}-location`} value={values.locationCode} onChange={(code) => set('locationCode', code)} />
        <OptionSelect
          id={`${id}-limit`}
          label="Results per request"
          value={values.limit}
          options={RELATED_LIMIT_OPTIONS}
          formatOption={limitOptionLabel}
          onChange={(limit) => set('limit', limit)}
        />
        <OptionSelect
          id={`${id}-depth`}
          label="Depth"
          value={values.depth}
          options={RELATED_DEPTHS}
          formatOption={depthOptionLabel}
          onChange={(depth) => set('depth', depth)}
        />
      </div>
      <CostEstimate
        estimate={formatRelatedCostEstimate(values.limit)}
        detail={`Find and each Load More bring up to ${values.limit} keywords, in requests of ${RELATED_PAGE_SIZE}.`}
      />
      <Button type="submit" size="lg" disabled={values.keyword.trim() === '' || isRunning}>
        {isRunning ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Search className="h-4 w-4" aria-hidden="true" />}
        {isRunning ? 'Finding Related Keywords...' : 'Find Related Keywords'}
      </Button>
    </form>
  );
}
