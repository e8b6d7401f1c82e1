// /shared/:token: a research or keyword list someone shared, read-only, for anyone with the link,
// signed in or not. It says only the display name the owner chose; a revoked, expired or unknown
// link reads as not found. The page asks search engines not to index it (the server also sends
// X-Robots-Tag); React hoists the meta tag into the head.
import { RESEARCH_KIND_LABELS } from '@shared/messages/research-kinds';
import { useParams } from 'react-router';
import { formatDate } from '@shared/format/date';
import { SHARE_NOT_FOUND } from '@shared/messages/share-links';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { usePageTitle } from '../../components/layout/use-page-title';
import { marketText, useMarkets } from '../../components/markets';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { SharedCompetitorRun } from './shared-competitor-run';
import { SharedKeywordTable } from './shared-keyword-table';
import { SharedSerpList } from './shared-serp-list';
import { useSharedItem } from './use-shared';

const KIND_TITLES = RESEARCH_KIND_LABELS;

export function ShareLinkPage() {
  usePageTitle('Shared research');
  useMarkets();
  const token = useParams().token ?? '';
  const item = useSharedItem(token);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <meta name="robots" content="noindex, nofollow" />
      {item.isPending ? (
        <Spinner className="py-16" />
      ) : item.error ? (
        <Card>
          <CardContent className="py-12 text-center">
            <h1 className="text-2xl font-bold">Shared research</h1>
            <p className="mt-2 text-muted-foreground">{SHARE_NOT_FOUND}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <div>
            <p className="text-sm font-medium text-muted-foreground">Shared by {item.data.sharedBy} · read-only</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight">
              {item.data.list ? `Keyword list: “${item.data.list.name}”` : `${KIND_TITLES[item.data.research.kind]}: “${item.data.research.seedKeyword}”`}
            </h1>
            <p className="mt-2 text-muted-foreground">
              Market: {marketText(item.data.research.locationCode, item.data.research.languageCode)} · Run on {formatDate(item.data.research.createdAt)}
              {item.data.expiresAt ? ` · Link expires ${formatDate(item.data.expiresAt)}` : null}
            </p>
          </div>
          <DemoDataNotice isDemoData={item.data.research.isDemoData} />
          {item.data.research.kind === 'serp' ? (
            <SharedSerpList token={token} />
          ) : item.data.research.kind === 'domain' || item.data.research.kind === 'gap' || item.data.research.kind === 'competitors' ? (
            <SharedCompetitorRun token={token} />
          ) : (
            <SharedKeywordTable token={token} kind={item.data.research.kind === 'related' ? 'related' : 'keywords'} locationCode={item.data.research.locationCode} />
          )}
        </>
      )}
    </div>
  );
}
