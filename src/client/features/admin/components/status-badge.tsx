import { statusTone } from '@shared/subscription-status';
import { Badge } from '../../../components/ui/badge';

/** A subscription status in its badge colour (filter and badge colours). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}
