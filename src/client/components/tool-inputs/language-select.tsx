// Labelled native select of the offered research languages (src/shared/constants/languages).
// Props: value (a language code), onChange(code), optional id, label ("Language"), disabled.
import { LANGUAGES, findLanguageName, type LanguageCode } from '@shared/constants/languages';
import { OptionSelect } from './option-select';

const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export interface LanguageSelectProps {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  id?: string;
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function LanguageSelect({ label = 'Language', ...props }: LanguageSelectProps) {
  return <OptionSelect {...props} label={label} options={LANGUAGE_CODES} formatOption={findLanguageName} />;
}
