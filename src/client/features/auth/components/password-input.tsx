// A password field with an optional show/hide button (the sign-up form shares one button
// between its two fields, so the button is optional and the visibility comes from outside).
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  visible: boolean;
  /** Shows the toggle button when given. */
  onToggleVisible?: () => void;
  /** Ids of every field the toggle shows or hides (defaults to this one). */
  controls?: string;
  toggleLabel?: { show: string; hide: string };
}

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { visible, onToggleVisible, controls, toggleLabel = { show: 'Show password', hide: 'Hide password' }, className, id, ...props },
  ref,
) {
  return (
    <div className="relative">
      <Input ref={ref} id={id} type={visible ? 'text' : 'password'} className={cn(onToggleVisible && 'pr-11', className)} {...props} />
      {onToggleVisible ? (
        <button
          type="button"
          onClick={onToggleVisible}
          aria-label={visible ? toggleLabel.hide : toggleLabel.show}
          aria-pressed={visible}
          aria-controls={controls ?? id}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
        </button>
      ) : null}
    </div>
  );
});
