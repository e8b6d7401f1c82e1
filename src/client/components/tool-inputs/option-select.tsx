// Labelled native select of a fixed list of options (result limit, depth, language, location).
// Each caller passes its options from src/shared (constants/limits, languages, locations) and,
// optionally, how to word each one. onChange only ever receives one of the given options, typed
// as they are (a LanguageCode stays a LanguageCode), because the native select speaks strings.
import { useId } from 'react';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

export interface OptionSelectProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** Text of one option; defaults to the value itself. */
  formatOption?: (value: T) => string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

export function OptionSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  formatOption = String,
  id,
  disabled,
  className,
}: OptionSelectProps<T>) {
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
          const next = options.find((option) => String(option) === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {formatOption(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}
