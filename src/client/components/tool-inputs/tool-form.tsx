// The form of a tool screen: submitting (button or Enter) runs the screen's search instead of
// reloading the page, and the form says it is busy while a request runs.
import type { FormEvent, ReactNode } from 'react';

export interface ToolFormProps {
  isRunning: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function ToolForm({ isRunning, onSubmit, children }: ToolFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-6" aria-busy={isRunning}>
      {children}
    </form>
  );
}
