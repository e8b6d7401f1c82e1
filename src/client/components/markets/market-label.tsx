// The market a form will run in, or a result was found in, in words: "Germany · German". Shown on
// every tool form and results page so a run never lands in another market unnoticed.
import { findLanguageName } from '@shared/constants/languages';
import { findLocationName } from '@shared/constants/locations';
import { cn } from '../../lib/cn';
import { useMarkets } from './use-markets';

export function marketText(locationCode: number, languageCode: string): string {
  return `${findLocationName(locationCode)} · ${findLanguageName(languageCode)}`;
}

export function MarketLabel({ locationCode, languageCode, className }: { locationCode: number; languageCode: string; className?: string }) {
  useMarkets(); // re-renders with the names once the server's lists arrive
  return (
    <p className={cn('text-sm text-muted-foreground', className)} data-testid="market-label">
      Market: <span className="font-medium text-foreground">{marketText(locationCode, languageCode)}</span>
    </p>
  );
}
