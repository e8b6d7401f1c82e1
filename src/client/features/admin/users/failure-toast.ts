// An admin failure is a destructive toast titled with the admin screen's words and the
// error message as its description.
import { toast } from 'sonner';

export function toastFailure(title: string, error: unknown) {
  const description = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  toast.error(title, { description });
}
