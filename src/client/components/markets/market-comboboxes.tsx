// The location and language comboboxes of the tool forms, over the provider's lists (use-markets).
import { useMemo } from 'react';
import type { LanguageCode } from '@shared/constants/languages';
import type { LocationCode } from '@shared/constants/locations';
import { Combobox } from './combobox';
import { useMarkets } from './use-markets';

interface MarketComboboxProps<T> {
  value: T;
  onChange: (code: T) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function LocationCombobox({ label = 'Location', ...props }: MarketComboboxProps<LocationCode>) {
  const { locations } = useMarkets();
  const options = useMemo(() => locations.map((l) => ({ value: l.code, name: l.name })), [locations]);
  return <Combobox {...props} label={label} options={options} emptyText="No location matches" />;
}

export function LanguageCombobox({ label = 'Language', ...props }: MarketComboboxProps<LanguageCode>) {
  const { languages } = useMarkets();
  const options = useMemo(() => languages.map((l) => ({ value: l.code, name: l.name })), [languages]);
  return <Combobox {...props} label={label} options={options} emptyText="No language matches" />;
}
