// "No mail here: it is in the local outbox", with the way there: shown after a form has sent a
// confirmation or reset mail, only on a local server without SMTP (the public config says so;
// anywhere else the outbox does not exist, outbox-access.ts).
import { Link } from 'react-router';
import { OUTBOX_LINK_TEXT, OUTBOX_NOTICE } from '@shared/contract/outbox-notice';
import { PATHS } from '../../../lib/paths';
import { usePublicConfig } from '../../../lib/use-me';

export function OutboxNotice() {
  const isOutboxAvailable = usePublicConfig().data?.outboxAvailable === true;
  if (!isOutboxAvailable) return null;
  return (
    <p className="text-sm">
      {OUTBOX_NOTICE}{' '}
      <Link to={PATHS.outbox} className="font-medium text-blue-700 underline-offset-4 hover:underline">
        {OUTBOX_LINK_TEXT}
      </Link>
    </p>
  );
}
