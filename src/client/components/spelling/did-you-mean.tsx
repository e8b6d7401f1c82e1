// The "Did you mean: {suggestion}" bar under a keyword box: the suggestion is a button that
// accepts it, and Ignore hides the bar. Props: suggestion, onAccept(suggestion), onIgnore().
import { Lightbulb } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface DidYouMeanProps {
  suggestion: string;
  onAccept: (suggestion: string) => void;
  onIgnore: () => void;
  className?: string;
}

export function DidYouMean({ suggestion, onAccept, onIgnore, className }: DidYouMeanProps) {
  return (
    <div
      role="status"
      className={cn('flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900', className)}
    >
      <Lightbulb className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>Did you mean:</span>
      <button
        type="button"
        className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => onAccept(suggestion)}
      >
        {suggestion}
      </button>
      <button
        type="button"
        className="ml-auto rounded px-2 py-0.5 text-amber-900 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={onIgnore}
      >
        Ignore
      </button>
    </div>
  );
}
