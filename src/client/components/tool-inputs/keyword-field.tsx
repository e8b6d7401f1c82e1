// The keyword box of a tool screen: a labelled input with the "Did you mean" bar under it
// (spec "Shared rules of the two tool screens"). Accepting the hint replaces the keyword.
// Props: value, onChange(text), languageCode (the research language: the hint's dictionary), optional id, label ("Seed Keyword"), placeholder, disabled,
// hint (a line under the field, linked by aria-describedby), maxLength (defaults to the shared keyword limit), onEnter() (Enter runs the screen's search even
// while its submit button is disabled, so a blank keyword still gets its "Error" toast).
import { useId } from 'react';
import { KEYWORD_MAX_LENGTH } from '@shared/constants/limits';
import { DidYouMean, useSpellingSuggestion } from '../spelling';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

export interface KeywordFieldProps {
  value: string;
  onChange: (value: string) => void;
  languageCode: string;
  id?: string;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  onEnter?: () => void;
  /** A line under the field saying what it takes (the research form: several seeds, comma-separated). */
  hint?: string | undefined;
}

export function KeywordField({
  value,
  onChange,
  languageCode,
  id,
  label = 'Seed Keyword',
  placeholder = 'e.g. running shoes',
  disabled,
  maxLength = KEYWORD_MAX_LENGTH,
  onEnter,
  hint,
}: KeywordFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const { suggestion, ignore } = useSpellingSuggestion(value, { enabled: !disabled, languageCode });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={
          onEnter
            ? (event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                event.preventDefault(); // the handler submits; the form must not submit a second time
                onEnter();
              }
            : undefined
        }
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {suggestion ? <DidYouMean suggestion={suggestion} onAccept={onChange} onIgnore={ignore} /> : null}
    </div>
  );
}
