import { cn } from '../../lib/cn';

export function Progress({ value, label, className, tone = 'default' }: { value: number; label: string; className?: string; tone?: 'default' | 'destructive' }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full transition-all', tone === 'destructive' ? 'bg-red-600' : 'bg-blue-600')} style={{ width: `${clamped}%` }} />
    </div>
  );
}
