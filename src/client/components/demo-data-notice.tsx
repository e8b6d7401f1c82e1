// Honesty first: numbers that came from the offline demo provider say so. A screen showing an
// answer passes that answer's own flag (`isDemoData`): a result stored with demo data stays
// labelled after the server switches provider, and a real one is never labelled. Without the
// prop (forms with no numbers yet, e.g. /research) the notice follows the server's current setting.
import { Info } from 'lucide-react';
import { usePublicConfig } from '../lib/use-me';

export function DemoDataNotice({ isDemoData }: { isDemoData?: boolean }) {
  const { data } = usePublicConfig();
  if (!(isDemoData ?? data?.isDemoData)) return null;
  return (
    <div role="note" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        <strong>Demo data.</strong> These numbers come from the offline demo provider, not from Google or DataForSEO. Set
        DataForSEO credentials on the server to see real search volumes, CPC and difficulty.
      </p>
    </div>
  );
}
