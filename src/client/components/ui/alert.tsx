import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

export function Alert({ className, tone = 'info', ...props }: HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof TONES }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border px-4 py-3 text-sm', TONES[tone], className)}
      {...props}
    />
  );
}
