// While more related keywords exist: how many are loaded of the total with its bar, and the Load
// More button (busy while a batch loads).
import { Loader2 } from 'lucide-react';
import { loadedOfTotalMessage } from '@shared/messages/related';
import { Button } from '../../components/ui/button';
import { LoadedProgress } from './related-search-progress';

export interface LoadMoreBarProps {
  loaded: number;
  total: number;
  isLoading: boolean;
  disabled: boolean;
  onLoadMore: () => void;
}

export function LoadMoreBar({ loaded, total, isLoading, disabled, onLoadMore }: LoadMoreBarProps) {
  return (
    <div className="flex flex-col items-center gap-3 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {loadedOfTotalMessage(loaded, total)}
      </p>
      <LoadedProgress loaded={loaded} total={total} />
      <Button variant="outline" onClick={onLoadMore} disabled={disabled || isLoading}>
        {isLoading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {isLoading ? 'Loading More Keywords...' : 'Load More Keywords'}
      </Button>
    </div>
  );
}
