// The "Add to list" button and its dialog, whatever is added (research rows, or plain keywords
// through an import): disabled while nothing is chosen; the form inside closes it when done.
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';

export interface AddToListShellProps {
  disabled: boolean;
  description: string;
  /** The form, given the callback that closes the dialog after it added the keywords. */
  children: (done: () => void) => ReactNode;
  onAdded: () => void;
  /** The button's accessible name when a page shows one per row ("Add seo tools to a list"). */
  triggerLabel?: string | undefined;
}

export function AddToListShell({ disabled, description, children, onAdded, triggerLabel }: AddToListShellProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled} aria-label={triggerLabel}>
          Add to list
        </Button>
      </DialogTrigger>
      {disabled ? null : (
        <DialogContent title="Add to list" description={description}>
          {children(() => {
            setOpen(false);
            onAdded();
          })}
        </DialogContent>
      )}
    </Dialog>
  );
}
