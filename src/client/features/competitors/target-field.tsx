// A labelled box for a domain, subdomain, folder or page address, with the hint of what it takes and
// the reason it cannot be run, said under it as it is typed (linked by aria-describedby).
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export interface TargetFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  placeholder?: string;
  /** The label is read by screen readers only (a numbered row of boxes under one visible legend). */
  hiddenLabel?: boolean;
}

export function TargetField({ id, label, value, onChange, hint, error, placeholder = 'example.com', hiddenLabel = false }: TargetFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id} className={hiddenLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode="url"
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
