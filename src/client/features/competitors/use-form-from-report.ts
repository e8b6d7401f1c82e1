// A run opened by URL (the history, a bookmark, another browser) fills its tool's form with what it
// compared, once per run, where the address did not already say it: the form then shows the run's
// cost for a refresh and the run can be changed and asked again.
import { useEffect, useRef } from 'react';
import type { CompetitorReport } from '@shared/contract/competitors';
import { isLanguageCode } from '@shared/constants/languages';
import { isLocationCode } from '@shared/constants/locations';
import type { CompetitorFormValues } from './competitor-form-values';
import type { CompetitorForm } from './use-competitor-form';

export function formFromReport(values: CompetitorFormValues, report: CompetitorReport): Partial<CompetitorFormValues> {
  const [first, ...rest] = report.sites;
  const change: Partial<CompetitorFormValues> = {};
  if (isLanguageCode(report.languageCode) && isLocationCode(report.locationCode)) change.market = { languageCode: report.languageCode, locationCode: report.locationCode };
  if (report.kind === 'gap') {
    if (values.own.trim() === '' && first) change.own = first.label;
    if (values.competitors.every((each) => each.trim() === '')) {
      change.competitors = rest.map((site) => site.label);
      if (report.scope) change.scope = report.scope;
    }
  } else if (report.kind === 'domain' || report.source.kind === 'domain') {
    if (values.target.trim() === '' && first) change.target = first.label;
  } else if (report.source.id) {
    change.source = report.source.kind;
    if (report.source.kind === 'list') change.listId = report.source.id;
    else change.researchId = report.source.id;
  }
  return change;
}

export function useFormFromReport(form: CompetitorForm, report: CompetitorReport | undefined): void {
  const filledFor = useRef<string | null>(null);
  const { values, set } = form;
  useEffect(() => {
    if (!report || filledFor.current === report.researchId) return;
    filledFor.current = report.researchId;
    set(formFromReport(values, report));
  }, [report, values, set]);
}
