// The keyword box of a tool screen: a labelled input with the "Did you mean" bar under it.
// Accepting the hint replaces the keyword.
// Props: value, onChange(text), languageCode (the research language: the hint's dictionary), optional id, label ("Seed Keyword"), placeholder, disabled,
// hint (a line under the field, linked by aria-describedby), maxLength (defaults to the shared keyword limit), onEnter() (Enter runs the screen's search even
// while its submit button is disabled, so a blank keyword still gets its "Error" toast).
import { useId } from 'react';
import { KEYWORD_MAX_LENGTH } from '@shared/constants/limits';
import { DidYouMean, useSpellingSuggestion } from '../spelling';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { cn } from '../../lib/cn';

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
  /** Why the keyword cannot be run, shown under the field as it is typed (null: nothing to say). */
  error?: string | null | undefined;
  /** The live length against its limit ("81/80 characters"), beside the hint. */
  counter?: string | null | undefined;
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
  error,
  counter,
}: KeywordFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const { suggestion, ignore } = useSpellingSuggestion(value, { enabled: !disabled, languageCode });
  const describedBy = [hint || counter ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
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
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      />
      {hint || counter ? (
        <p id={`${inputId}-hint`} className="flex justify-between gap-3 text-xs text-muted-foreground">
          <span>{hint}</span>
          {counter ? <span className={cn('shrink-0 tabular-nums', error && 'text-red-700')}>{counter}</span> : null}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700" aria-live="polite">
          {error}
        </p>
      ) : null}
      {suggestion ? <DidYouMean suggestion={suggestion} onAccept={onChange} onIgnore={ignore} /> : null}
    </div>
  );
}
