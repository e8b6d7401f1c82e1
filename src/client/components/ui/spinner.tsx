import { Loader2 } from 'lucide-react';
// A plain join, not cn(): callers add spacing only, and tailwind-merge stays out of the entry chunk.
import { clsx } from 'clsx';

export function Spinner({ className, label = 'Loading...' }: { className?: string; label?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center gap-2 text-muted-foreground', className)}>
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
