// "Left-out sites" on the Competitor discovery form: the user's list of sites discovery never lists
// as competitors (encyclopedias, marketplaces, video and social sites by default), folded away until
// opened. Each change is saved at once as the user's preference, which the server applies when it
// filters the competitors found; an entry is read by the tools' domain rule and the list is bounded.
import { useId, useState, type KeyboardEvent } from 'react';
import { parseLeftOutSite } from '@shared/competitors/mega-domains';
import { LEFT_OUT_SITES_MAX } from '@shared/competitors/run-limits';
import { formatCount } from '@shared/format/number';
import { LEFT_OUT_SITE_DUPLICATE, LEFT_OUT_SITES_TOO_MANY } from '@shared/messages/competitors';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useLeftOutSites, useSaveLeftOutSites } from './api/left-out-sites-api';

export function LeftOutSites() {
  const id = useId();
  const sites = useLeftOutSites();
  const save = useSaveLeftOutSites();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const domains = sites.data?.domains ?? [];

  const add = () => {
    const parsed = parseLeftOutSite(draft);
    if (!parsed.ok) return setError(parsed.error);
    if (domains.includes(parsed.entry)) return setError(LEFT_OUT_SITE_DUPLICATE);
    if (domains.length >= LEFT_OUT_SITES_MAX) return setError(LEFT_OUT_SITES_TOO_MANY);
    setError(null);
    setDraft('');
    save.mutate([...domains, parsed.entry]);
  };
  // Enter adds the site instead of running the discovery form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">
        Left-out sites ({sites.isPending ? '…' : formatCount(domains.length)}
        {sites.data?.isDefault ? ', the default list' : ''})
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-xs text-muted-foreground">
          Competitors on these sites are left out of discovery unless you include them. A domain also covers its subdomains; a name with .* (amazon.*) covers every
          country ending. At most {LEFT_OUT_SITES_MAX} sites.
        </p>
        <ul aria-label="Left-out sites" className="flex flex-wrap gap-2">
          {domains.map((domain) => (
            <li key={domain} className="flex items-center gap-1 rounded border border-border bg-muted px-2 py-0.5">
              <span>{domain}</span>
              <Button type="button" variant="ghost" size="sm" className="h-6 px-1" aria-label={`Remove ${domain}`} disabled={save.isPending} onClick={() => save.mutate(domains.filter((d) => d !== domain))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-add`}>Add a site to leave out</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-add`}
              value={draft}
              placeholder="bigmarketplace.com"
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={onKeyDown}
            />
            <Button type="button" variant="outline" disabled={save.isPending || draft.trim() === ''} onClick={add}>
              Add
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" size="sm" disabled={save.isPending || sites.data?.isDefault !== false} onClick={() => save.mutate(null)}>
            Reset to the default list
          </Button>
          <span role="status" className="text-xs text-muted-foreground">
            {save.isPending ? 'Saving…' : save.isError ? 'Not saved: try again.' : save.isSuccess ? 'Saved.' : ''}
          </span>
        </div>
      </div>
    </details>
  );
}
