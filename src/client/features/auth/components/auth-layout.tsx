// The one layout of every authentication screen: the marketing panel (desktop only) beside the
// form card. The card comes first in the page so screen readers meet the form first.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/layout/use-page-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { Card, CardContent } from '../../../components/ui/card';
import { MarketingPanel } from './marketing-panel';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  const hydrated = useHydrated();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2 lg:items-center lg:py-16">
      <Card className="mx-auto w-full max-w-md">
        <div className="flex flex-col gap-1.5 p-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
        <CardContent>
          {/* Disabled until the page runs: sign-in and sign-up are pre-rendered (decision 016). */}
          <fieldset disabled={!hydrated} className="min-w-0">
            {children}
          </fieldset>
        </CardContent>
      </Card>
      <MarketingPanel />
    </div>
  );
}
