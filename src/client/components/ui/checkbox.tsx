import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox, so labels, forms and tests treat it as one. */
export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function Checkbox(
  { className, ...props },
  ref,
) {
  return <input ref={ref} type="checkbox" className={cn('h-4 w-4 rounded border-border accent-blue-700', className)} {...props} />;
});
