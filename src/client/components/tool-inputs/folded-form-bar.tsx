// A tool's form folded into one bar once results are shown ("Find related keywords · showing
// “running shoes”, depth 2 [New search]"), so the results' table comes first on the screen. The
// form stays in the page, hidden (it keeps the shown run's values); "New search" opens it again.
// Props: title (the form's name), showing (what the results are of; left out where the heading
// just below names them), formId (the hidden form's id,
// for aria-controls) and onOpen.
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

export interface FoldedFormBarProps {
  title: string;
  showing?: ReactNode;
  formId: string;
  onOpen: () => void;
}

export function FoldedFormBar({ title, showing, formId, onOpen }: FoldedFormBarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-white px-4 py-2">
      <p className="min-w-0 break-words text-sm">
        <span className="font-semibold">{title}</span>
        {showing === undefined ? null : <span className="text-muted-foreground"> · showing {showing}</span>}
      </p>
      <Button variant="outline" size="sm" aria-expanded={false} aria-controls={formId} onClick={onOpen}>
        New search
      </Button>
    </div>
  );
}
