// /outbox: the mails a local server without SMTP would have sent (confirmation, reset), newest
// first, each with its link, so a newcomer can confirm an account without reading the server log.
import { formatDateTime } from '@shared/format/date';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useOutbox } from './api/get-outbox';

export function OutboxPage() {
  usePageTitle('Local outbox');
  const outbox = useOutbox();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>Local outbox</CardTitle>
          <CardDescription>
            This server sends no e-mail (no SMTP_URL), so its mails are kept here. Only this machine can open this page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {outbox.isPending ? (
            <Spinner />
          ) : outbox.isError ? (
            <p role="alert">The outbox is not available on this server.</p>
          ) : outbox.data.messages.length === 0 ? (
            <p className="text-muted-foreground">No mail yet.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {outbox.data.messages.map((m) => (
                <li key={m.id} className="flex flex-col gap-1 py-3">
                  <span className="font-medium">{m.subject}</span>
                  <span className="text-sm text-muted-foreground">
                    To {m.to} · {formatDateTime(m.createdAt)}
                  </span>
                  {m.link ? (
                    <a href={m.link} className="text-sm font-medium text-blue-700 underline-offset-4 hover:underline">
                      Open the link in this mail
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
