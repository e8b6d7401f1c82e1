// The frame of the static pages: a title, an optional lead and readable prose (the route adds the footer).
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/layout/use-page-title';

export function StaticPageLayout({ title, lead, updated, children }: { title: string; lead?: string; updated?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p> : null}
      {lead ? <p className="mt-4 text-lg text-slate-700">{lead}</p> : null}
      <div className="mt-10 flex flex-col gap-8">{children}</div>
    </article>
  );
}

export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 text-slate-700 [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_li]:list-disc">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
