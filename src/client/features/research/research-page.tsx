// The Seed Keyword screen (/research): composes the form, its submit flow and the demo notice.
import { useState } from 'react';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { useToolInputs } from '../../components/tool-inputs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ResearchForm } from './research-form';
import { DEFAULT_RESEARCH_FLAGS, RESEARCH_INPUTS, type ResearchFlags } from './research-inputs';
import { useResearchSubmit } from './use-research-submit';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useVerifiedNotice } from './use-verified-notice';

export function ResearchPage() {
  usePageTitle('Keyword Research');
  useVerifiedNotice(); // a confirmation link lands here
  const inputs = useToolInputs(RESEARCH_INPUTS);
  const [flags, setFlags] = useState<ResearchFlags>(DEFAULT_RESEARCH_FLAGS);
  const { submit, isRunning } = useResearchSubmit(inputs, flags);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Keyword Research</h1>
        <p className="mt-2 text-muted-foreground">Enter one or more seed keywords to get search volume, difficulty, CPC and intent for it and for related ideas.</p>
      </div>
      <DemoDataNotice />
      <Card>
        <CardHeader>
          <CardTitle>Seed Keyword</CardTitle>
          <CardDescription>Choose the market to research and how many keyword ideas to fetch.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResearchForm
            inputs={inputs}
            flags={flags}
            onFlagChange={(flag, value) => setFlags((current) => ({ ...current, [flag]: value }))}
            isRunning={isRunning}
            onSubmit={() => void submit()}
          />
        </CardContent>
      </Card>
    </div>
  );
}
