// Under each tool form: what is left of that tool's quota this period (or trial), from the same
// subscription summary the profile's usage card reads. Nothing while it loads or without a plan.
import type { QuotaTool } from '@shared/messages/billing';
import { quotaLeftText } from '@shared/quota-left';
import { useSubscription } from '../api/get-subscription';

export function QuotaLeftNote({ tool }: { tool: QuotaTool }) {
  const { data } = useSubscription();
  const text = data ? quotaLeftText(data, tool) : null;
  if (!text) return null;
  return <p className="text-sm text-muted-foreground">{text}</p>;
}
