// Labelled native select of the offered research locations (src/shared/constants/locations).
// Props: value (a numeric location code), onChange(code), optional id, label ("Location"), disabled.
import { useId } from 'react';
import { LOCATIONS, isLocationCode, type LocationCode } from '@shared/constants/locations';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

export interface LocationSelectProps {
  value: number;
  onChange: (code: LocationCode) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function LocationSelect({ value, onChange, id, label = 'Location', disabled, className }: LocationSelectProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={className ?? 'flex flex-col gap-2'}>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        id={selectId}
        value={String(value)}
        disabled={disabled}
        onChange={(event) => {
          const code = Number(event.target.value);
          if (isLocationCode(code)) onChange(code);
        }}
      >
        {LOCATIONS.map((location) => (
          <option key={location.code} value={location.code}>
            {location.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
