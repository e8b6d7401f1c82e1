// The market a new list measures its keywords in, chosen when it is created: a country brings its
// main language as the tool forms' does (languageForLocation).
import { useState } from 'react';
import { DEFAULT_LANGUAGE_CODE } from '@shared/constants/languages';
import { DEFAULT_LOCATION_CODE, type LocationCode } from '@shared/constants/locations';
import { languageForLocation } from '@shared/markets/market-lists';
import { useMarkets } from '../../components/markets';

export function useListMarket() {
  const { locations } = useMarkets();
  const [market, setMarket] = useState({ locationCode: DEFAULT_LOCATION_CODE, languageCode: DEFAULT_LANGUAGE_CODE });
  return {
    ...market,
    setLanguage: (languageCode: string) => setMarket((current) => ({ ...current, languageCode })),
    setLocation: (locationCode: LocationCode) =>
      setMarket((current) => ({
        locationCode,
        languageCode: languageForLocation(
          locations.find((location) => location.code === locationCode),
          current.languageCode,
        ),
      })),
  };
}
