// Progress while related keywords load: what the depth is expected to hold while the first page
// is on its way, then how much of the walk has been loaded so far.
import { relatedSearchProgressMessage } from '@shared/messages/related';
import { Progress } from '../../components/ui/progress';

export function RelatedSearchProgress({ depth }: { depth: number }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
      <p>{relatedSearchProgressMessage(depth)}</p>
      {/* No value is known until the answer arrives: an indeterminate bar (no aria-valuenow). */}
      <div role="progressbar" aria-label="Finding related keywords" className="h-2 w-full overflow-hidden rounded-full bg-blue-100">
        <div className="h-full w-1/3 animate-pulse rounded-full bg-blue-600" />
      </div>
    </div>
  );
}

export function LoadedProgress({ loaded, total }: { loaded: number; total: number }) {
  return <Progress value={total > 0 ? (loaded / total) * 100 : 0} label="Keywords loaded" className="max-w-md" />;
}
