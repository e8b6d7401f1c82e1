// Labelled native select of fixed numeric options (result limit, depth). Each screen passes its
// options from src/shared/constants/limits and, optionally, how to word each one.
import { useId } from 'react';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

export interface OptionSelectProps {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (value: number) => void;
  /** Text of one option; defaults to the number itself. */
  formatOption?: (value: number) => string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

export function OptionSelect({ label, value, options, onChange, formatOption = String, id, disabled, className }: OptionSelectProps) {
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
          const next = Number(event.target.value);
          if (options.includes(next)) onChange(next);
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
