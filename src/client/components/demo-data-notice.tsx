// Honesty first: when the server answers with the offline demo provider, every screen that shows
// numbers says so.
import { Info } from 'lucide-react';
import { usePublicConfig } from '../features/auth/use-me';

export function DemoDataNotice() {
  const { data } = usePublicConfig();
  if (!data?.isDemoData) return null;
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
