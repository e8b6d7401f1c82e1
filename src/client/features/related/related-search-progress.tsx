// Progress while related keywords load. Before the first page answers, only the depth's expected
// size is known (an indeterminate bar); then the batch's rows received of what it will hold, and
// how much of the whole walk is loaded.
import { formatFixed } from '@shared/format/number';
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

/** "Loading keywords... 300 of 1,000" with its bar, while a batch of pages arrives. */
export function BatchProgress({ received, expected }: { received: number; expected: number }) {
  return (
    <div role="status" className="flex flex-col gap-2 text-sm text-blue-900">
      <p>
        Loading keywords... {formatFixed(received, 0)} of {formatFixed(expected, 0)}
      </p>
      <Progress value={expected > 0 ? (received / expected) * 100 : 0} label="Keywords loading" />
    </div>
  );
}

export function LoadedProgress({ loaded, total }: { loaded: number; total: number }) {
  return <Progress value={total > 0 ? (loaded / total) * 100 : 0} label="Keywords loaded" className="max-w-md" />;
}
