// Labelled native select of the offered research locations (src/shared/constants/locations).
// Props: value (a numeric location code), onChange(code), optional id, label ("Location"), disabled.
import { LOCATIONS, findLocationName, type LocationCode } from '@shared/constants/locations';
import { OptionSelect } from './option-select';

const LOCATION_CODES: readonly LocationCode[] = LOCATIONS.map((location) => location.code);

export interface LocationSelectProps {
  value: LocationCode;
  onChange: (code: LocationCode) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function LocationSelect({ label = 'Location', ...props }: LocationSelectProps) {
  return <OptionSelect {...props} label={label} options={LOCATION_CODES} formatOption={findLocationName} />;
}
