// The research's links: name, expiry, views, state, and Revoke for the active ones.
import type { ShareLink } from '@shared/contract/share-links';
import { formatDate } from '@shared/format/date';
import { formatCount } from '@shared/format/number';
import { Button } from '../ui/button';
import { SimpleTable } from '../ui/simple-table';

const HEADERS = ['Display name', 'Expires', 'Views', 'State', 'Actions'] as const;

export function ShareLinksList({ links, onRevoke, revokingId }: { links: readonly ShareLink[]; onRevoke: (link: ShareLink) => void; revokingId: string | null }) {
  if (links.length === 0) return <p className="text-sm text-muted-foreground">No share links yet.</p>;
  return (
    <SimpleTable caption="Share links of this research" headers={HEADERS}>
      {links.map((link) => (
        <tr key={link.id} className="border-b border-border">
          <td className="px-3 py-2">{link.displayName}</td>
          <td className="whitespace-nowrap px-3 py-2">{link.expiresAt ? formatDate(link.expiresAt) : 'Never'}</td>
          <td className="px-3 py-2 tabular-nums">{formatCount(link.viewCount)}</td>
          <td className="px-3 py-2">{link.revokedAt ? 'Revoked' : link.isActive ? 'Active' : 'Expired'}</td>
          <td className="px-3 py-2">
            {link.isActive ? (
              <Button variant="outline" size="sm" disabled={revokingId === link.id} onClick={() => onRevoke(link)} aria-label={`Revoke the link for ${link.displayName}`}>
                Revoke
              </Button>
            ) : null}
          </td>
        </tr>
      ))}
    </SimpleTable>
  );
}
