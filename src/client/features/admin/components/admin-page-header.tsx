import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/layout/use-page-title';

/** An admin screen's heading, which also names the browser tab. */
export function AdminPageHeader({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}
