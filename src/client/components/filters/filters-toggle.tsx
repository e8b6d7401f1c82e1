// The "Filters" button that shows or hides the filters panel, with the count of active filters.
import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

export interface FiltersToggleProps {
  open: boolean;
  onToggle: () => void;
  activeCount: number;
  controls?: string;
}

export function FiltersToggle({ open, onToggle, activeCount, controls }: FiltersToggleProps) {
  return (
    <Button variant={open ? 'secondary' : 'outline'} size="sm" onClick={onToggle} aria-expanded={open} aria-controls={controls}>
      <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
      Filters
      {activeCount > 0 ? (
        <>
          <Badge tone="default" aria-hidden="true">
            {activeCount}
          </Badge>
          <span className="sr-only">, {activeCount} active</span>
        </>
      ) : null}
    </Button>
  );
}
