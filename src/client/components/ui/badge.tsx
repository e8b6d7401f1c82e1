import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type Tone = 'default' | 'success' | 'warning' | 'destructive' | 'muted' | 'info' | 'accent' | 'outline';

const TONES: Record<Tone, string> = {
  default: 'bg-primary text-primary-foreground',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  destructive: 'bg-red-100 text-red-800',
  muted: 'bg-muted text-muted-foreground',
  info: 'bg-blue-100 text-blue-800',
  accent: 'bg-violet-100 text-violet-800',
  outline: 'border border-border text-foreground',
};

export function Badge({ className, tone = 'default', ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}
      {...props}
    />
  );
}
