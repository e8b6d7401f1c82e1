// "Share" on a research screen or a saved list: a dialog to create a read-only
// link (shown once, with Copy), and the links of that research or list with their view counts and Revoke.
import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { SHARE_TOASTS } from '@shared/messages/share-links';
import { ApiRequestError } from '../../lib/api';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { ShareLinkForm } from './share-link-form';
import { ShareLinksList } from './share-links-list';
import { useCreateShareLink, useRevokeShareLink, useShareLinks, type ShareTarget } from './use-share-links';

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : SHARE_TOASTS.failed);

const WHAT_IS_SHARED: Record<ShareTarget['kind'], string> = { research: 'these results', list: 'this list (without your notes)' };

export function ShareResearchButton({ researchId }: { researchId: string }) {
  return <ShareButton target={{ kind: 'research', id: researchId }} />;
}

export function ShareButton({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState(false);
  const links = useShareLinks(target, open);
  const create = useCreateShareLink(target);
  const revoke = useRevokeShareLink(target);
  const url = create.data ? `${window.location.origin}${create.data.path}` : null;

  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_TOASTS.copied);
    } catch {
      toast.error('Copy the link from the field.');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 className="h-4 w-4" aria-hidden="true" />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent title="Share a read-only link" description={`Anyone with the link sees ${WHAT_IS_SHARED[target.kind]} without signing in. They cannot change anything.`}>
        <div className="flex flex-col gap-6">
          <ShareLinkForm onCreate={(input) => create.mutate(input, { onSuccess: () => toast.success(SHARE_TOASTS.created) })} isPending={create.isPending} error={create.error ? messageOf(create.error) : null} />
          {url ? (
            <div className="space-y-1 rounded-md border border-emerald-200 bg-emerald-50 p-3">
              <Label htmlFor="share-url">Your link (shown this once)</Label>
              <div className="flex gap-2">
                <Input id="share-url" readOnly value={url} onFocus={(event) => event.target.select()} />
                <Button variant="outline" onClick={() => void onCopy()}>
                  Copy
                </Button>
              </div>
            </div>
          ) : null}
          {links.isPending ? (
            <Spinner />
          ) : links.error ? (
            <p className="text-sm text-red-700">{messageOf(links.error)}</p>
          ) : (
            <ShareLinksList
              links={links.data.links}
              revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
              onRevoke={(link) =>
                revoke.mutate(link.id, { onSuccess: () => toast.success(SHARE_TOASTS.revoked), onError: (error) => toast.error(messageOf(error)) })
              }
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
