// The inputs every tool screen starts with: the keyword (with its "Did you mean" bar, in the chosen language), then a
// grid holding the language and location comboboxes (the provider's lists; a location brings its main language when it
// has no data in the chosen one) followed by the screen's own selects
// (children: result limit, depth), and the chosen market in words. Ids are `${idPrefix}-keyword|language|location`.
// Props: inputs (useToolInputs), idPrefix, optional keyword placeholder, onEnter (Enter submits),
// keywordHint and keywordMaxLength (the research form's several seeds), gridClassName (the grid's columns, which depend on how many selects the screen adds).
import type { ReactNode } from 'react';
import { KeywordField } from './keyword-field';
import { MarketFields, type MarketValue } from './market-fields';
import type { ToolInputs } from './use-tool-inputs';

export interface KeywordLocaleFieldsProps {
  inputs: ToolInputs;
  idPrefix: string;
  placeholder?: string;
  onEnter?: () => void;
  gridClassName: string;
  children?: ReactNode;
  /** The research form's seed hint and longer text (several seeds). */
  keywordHint?: string;
  keywordMaxLength?: number;
  /** The keyword's live error and length counter (KeywordField). */
  keywordError?: string | null;
  keywordCounter?: string | null;
}

export function KeywordLocaleFields({
  inputs,
  idPrefix,
  placeholder,
  onEnter,
  gridClassName,
  children,
  keywordHint,
  keywordMaxLength,
  keywordError,
  keywordCounter,
}: KeywordLocaleFieldsProps) {
  const { values, set } = inputs;
  const onMarket = (market: MarketValue) => {
    if (market.locationCode !== values.locationCode) set('locationCode', market.locationCode);
    if (market.languageCode !== values.languageCode) set('languageCode', market.languageCode);
  };
  return (
    <>
      <KeywordField
        id={`${idPrefix}-keyword`}
        value={values.keyword}
        onChange={(keyword) => set('keyword', keyword)}
        languageCode={values.languageCode}
        onEnter={onEnter}
        placeholder={placeholder}
        hint={keywordHint}
        maxLength={keywordMaxLength}
        error={keywordError}
        counter={keywordCounter}
      />
      <MarketFields market={values} onChange={onMarket} idPrefix={idPrefix} gridClassName={gridClassName}>
        {children}
      </MarketFields>
    </>
  );
}
