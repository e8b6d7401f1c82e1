// Shared inputs of the tool screens (research, SERP, related, competitors). See each file's header for its API.
export { OptionSelect, type OptionSelectProps } from './option-select';
export { CostEstimate, type CostEstimateProps } from './cost-estimate';
export { KeywordField, type KeywordFieldProps } from './keyword-field';
export { KeywordLocaleFields, type KeywordLocaleFieldsProps } from './keyword-locale-fields';
export { ToolForm, type ToolFormProps } from './tool-form';
export { ToolSubmitButton, type ToolSubmitButtonProps } from './tool-submit-button';
export { checkKeyword, labsCounter, labsKeywordFeedback } from './check-keyword';
export { useToolInputs, type ToolInputs } from './use-tool-inputs';
export { useFormShowsRequest, type ShownRequest } from './use-form-shows-request';
export {
  TOOL_QUERY_PARAMS,
  resolveToolInputs,
  restoredRequestMatchesUrl,
  type RestorableRequest,
  type NumericInputOption,
  type ToolInputOptions,
  type ToolInputValues,
} from './tool-input-values';
export { AUTO_RUN_STATE, rerunHref, toolHref, useAutoRunFromToolLink, type AskedRequest, type ToolLinkMarket } from './tool-link';
export { RUN_QUOTE_QUERY_KEY, useRunQuote } from './use-run-quote';
export { MarketFields, type MarketFieldsProps, type MarketValue } from './market-fields';
export { FoldedFormBar, type FoldedFormBarProps } from './folded-form-bar';
