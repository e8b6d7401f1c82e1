// Labelled native select of the offered research languages (src/shared/constants/languages).
// Props: value (a language code), onChange(code), optional id, label ("Language"), disabled.
import { useId } from 'react';
import { LANGUAGES, isLanguageCode, type LanguageCode } from '@shared/constants/languages';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

export interface LanguageSelectProps {
  value: string;
  onChange: (code: LanguageCode) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function LanguageSelect({ value, onChange, id, label = 'Language', disabled, className }: LanguageSelectProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={className ?? 'flex flex-col gap-2'}>
      <Label htmlFor={selectId}>{label}</Label>
      <Select
        id={selectId}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
