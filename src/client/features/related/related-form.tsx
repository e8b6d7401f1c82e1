// The Related Keywords form: keyword (Enter submits) with the "Did
// you mean" hint, language, location, results per request, depth with the approximate keyword
// counts, the cost estimate and the Find button with its busy label.
import { useId } from 'react';
import { RELATED_DEPTHS, RELATED_LIMIT_OPTIONS, RELATED_PAGE_SIZE } from '@shared/constants/limits';
import { formatRelatedCostEstimate, LABS_PRICE_NOTE, quotaUnitsFor } from '@shared/costs';
import { labsSeedIssue } from '@shared/keyword-rule';
import { depthOptionLabel } from '@shared/messages/related';
import { CostEstimate, KeywordLocaleFields, labsKeywordFeedback, OptionSelect, ToolForm, ToolSubmitButton, useRunQuote, type ToolInputs } from '../../components/tool-inputs';
import { quoteRelatedPage } from './api/find-related-keywords';
import { limitOptionLabel } from './related-inputs';
import { QuotaLeftNote } from '../pricing';
import { useAuth } from '../auth';

export interface RelatedFormProps {
  inputs: ToolInputs;
  isRunning: boolean;
  onSubmit: () => void;
}

export function RelatedForm({ inputs, isRunning, onSubmit }: RelatedFormProps) {
  const id = useId();
  // Dollars are the operator's cost: only admins see them (a user pays in quota units).
  const { isAdmin, user } = useAuth();
  const { values, set } = inputs;
  const keyword = values.keyword.trim();
  const firstPage = { keyword, languageCode: values.languageCode, locationCode: values.locationCode, limit: RELATED_PAGE_SIZE, depth: values.depth, offset: 0 };
  // The server prices the first page (free when cached, the limit message); a Find of several pages shows their plain units.
  const quote = useRunQuote('related', labsSeedIssue(keyword) === null ? firstPage : null, user !== null, quoteRelatedPage);
  const onePage = values.limit <= RELATED_PAGE_SIZE;
  const feedback = labsKeywordFeedback(keyword);
  return (
    <ToolForm isRunning={isRunning} onSubmit={onSubmit}>
      <KeywordLocaleFields
        inputs={inputs}
        idPrefix={id}
        onEnter={onSubmit}
        placeholder="e.g. coffee grinder"
        gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        keywordError={feedback.error}
        keywordCounter={feedback.counter}
      >
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
      </KeywordLocaleFields>
      <CostEstimate
        lines={onePage && quote ? quote : [{ tool: 'related', units: quotaUnitsFor('related', values.limit) }]}
        refusal={quote?.[0]?.refusal ?? null}
        blocked={feedback.error !== null}
        estimate={formatRelatedCostEstimate(values.limit)}
        showDollars={isAdmin}
        detail={`Find and each Load More bring up to ${values.limit} keywords, in requests of ${RELATED_PAGE_SIZE}; each takes the units above.${isAdmin ? ` ${LABS_PRICE_NOTE}` : ''}`}
      />
      <QuotaLeftNote tool="related" />
      <ToolSubmitButton keyword={values.keyword} isRunning={isRunning} label="Find Related Keywords" busyLabel="Finding Related Keywords..." />
    </ToolForm>
  );
}
