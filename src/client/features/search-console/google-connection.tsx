// The Google connection (decision 066), shown only when the server has Google configured: connect
// (Google's consent page, read-only), the account's properties each imported daily in one click,
// and disconnect, which deletes the stored tokens.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { propertyLabel } from '@shared/search-console/property';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDisconnectGoogle, useGoogleSites, useLinkGoogleSite } from './search-console-api';

const CONNECT_URL = '/api/search-console/google/connect';

export function GoogleConnection({ connected, onLinked }: { connected: boolean; onLinked: (propertyId: string) => void }) {
  const sites = useGoogleSites(connected);
  const link = useLinkGoogleSite();
  const disconnect = useDisconnectGoogle();
  const [params, setParams] = useSearchParams();
  const answer = params.get('google');

  useEffect(() => {
    if (answer === null) return;
    if (answer === 'connected') toast.success('Google connected: choose the properties to import.');
    else toast.error('Google was not connected. Try again.');
    setParams((current) => {
      current.delete('google');
      return current;
    });
  }, [answer, setParams]);

  return (
    <section className="flex flex-col gap-3 rounded-md border p-4" aria-labelledby="sc-google-heading">
      <h2 id="sc-google-heading" className="text-lg font-semibold">
        Google Search Console
      </h2>
      {!connected ? (
        <>
          <p className="text-sm text-muted-foreground">Connect your Google account (read-only) to import a property every day, without exports.</p>
          {/* A full page visit: the server answers with a redirect to Google's consent page. */}
          <Button className="self-start" onClick={() => window.location.assign(CONNECT_URL)}>
            Connect Google
          </Button>
        </>
      ) : sites.isPending ? (
        <Spinner className="py-4" />
      ) : sites.error ? (
        <Alert tone="error">{sites.error.message}</Alert>
      ) : (
        <ul className="flex flex-col gap-2">
          {sites.data.sites.map((site) => (
            <li key={site.siteUrl} className="flex flex-wrap items-center gap-3">
              <span className="min-w-0 break-all">{propertyLabel(site.siteUrl)}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={link.isPending}
                aria-label={`${site.linked ? 'Import now' : 'Import daily'}: ${propertyLabel(site.siteUrl)}`}
                onClick={() =>
                  link.mutate(site.siteUrl, {
                    onSuccess: (answer) => {
                      toast.success(`${answer.daysImported} days imported for ${answer.property.label}.`);
                      onLinked(answer.property.id);
                    },
                    onError: (failure) => toast.error(failure.message),
                  })
                }
              >
                {site.linked ? 'Import now' : 'Import daily'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {connected ? (
        <Button variant="outline" size="sm" className="self-start" disabled={disconnect.isPending} onClick={() => disconnect.mutate(undefined, { onSuccess: () => toast.success('Google disconnected: its tokens are deleted.') })}>
          Disconnect Google
        </Button>
      ) : null}
    </section>
  );
}
