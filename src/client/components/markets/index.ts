// The provider's market lists on screen: the comboboxes of the tool forms and the market label.
export { Combobox, type ComboboxProps } from './combobox';
export { LanguageCombobox, LocationCombobox } from './market-comboboxes';
export { MarketLabel, marketText } from './market-label';
export { useMarkets } from './use-markets';
