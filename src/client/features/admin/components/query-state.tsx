// Loading and failure states of an admin list, worded the same on every admin screen.
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';

interface QueryStateProps {
  isPending: boolean;
  error: Error | null;
  what: string;
  children: ReactNode;
}

export function QueryState({ isPending, error, what, children }: QueryStateProps) {
  if (isPending) return <Spinner className="py-12" />;
  if (error) return <Alert tone="error">Could not load {what}: {error.message}</Alert>;
  return <>{children}</>;
}
