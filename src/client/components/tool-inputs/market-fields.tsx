// The market of a tool form: the language and location comboboxes (the provider's lists; a location
// brings its main language when it has no data in the chosen one) in the screen's grid, followed by
// the screen's own selects (children), and the chosen market in words. Ids are `${idPrefix}-language|location`.
import type { ReactNode } from 'react';
import type { LanguageCode } from '@shared/constants/languages';
import type { LocationCode } from '@shared/constants/locations';
import { languageForLocation } from '@shared/markets/market-lists';
import { LanguageCombobox, LocationCombobox, MarketLabel, useMarkets } from '../markets';

export interface MarketValue {
  languageCode: LanguageCode;
  locationCode: LocationCode;
}

export interface MarketFieldsProps {
  market: MarketValue;
  onChange: (market: MarketValue) => void;
  idPrefix: string;
  gridClassName: string;
  children?: ReactNode;
}

export function MarketFields({ market, onChange, idPrefix, gridClassName, children }: MarketFieldsProps) {
  const { locations } = useMarkets();
  const onLocation = (code: LocationCode) =>
    onChange({ locationCode: code, languageCode: languageForLocation(locations.find((location) => location.code === code), market.languageCode) });
  return (
    <>
      <div className={gridClassName}>
        <LanguageCombobox id={`${idPrefix}-language`} value={market.languageCode} onChange={(code) => onChange({ ...market, languageCode: code })} />
        <LocationCombobox id={`${idPrefix}-location`} value={market.locationCode} onChange={onLocation} />
        {children}
      </div>
      <MarketLabel locationCode={market.locationCode} languageCode={market.languageCode} />
    </>
  );
}
