// The inputs every tool screen starts with: the keyword (with its "Did you mean" bar, in the chosen language), then a
// grid holding the language and location comboboxes (the provider's lists; a location brings its main language when it
// has no data in the chosen one) followed by the screen's own selects
// (children: result limit, depth), and the chosen market in words. Ids are `${idPrefix}-keyword|language|location`.
// Props: inputs (useToolInputs), idPrefix, optional keyword placeholder, onEnter (Enter submits),
// keywordHint and keywordMaxLength (the research form's several seeds), gridClassName (the grid's columns, which depend on how many selects the screen adds).
import type { ReactNode } from 'react';
import { KeywordField } from './keyword-field';
import type { LocationCode } from '@shared/constants/locations';
import { languageForLocation } from '@shared/markets/market-lists';
import { LanguageCombobox, LocationCombobox, MarketLabel, useMarkets } from '../markets';
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
  const { locations } = useMarkets();
  const onLocation = (code: LocationCode) => {
    set('locationCode', code);
    const language = languageForLocation(locations.find((location) => location.code === code), values.languageCode);
    if (language !== values.languageCode) set('languageCode', language);
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
      <div className={gridClassName}>
        <LanguageCombobox id={`${idPrefix}-language`} value={values.languageCode} onChange={(code) => set('languageCode', code)} />
        <LocationCombobox id={`${idPrefix}-location`} value={values.locationCode} onChange={onLocation} />
        {children}
      </div>
      <MarketLabel locationCode={values.locationCode} languageCode={values.languageCode} />
    </>
  );
}
