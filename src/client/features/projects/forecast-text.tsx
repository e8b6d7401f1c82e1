// A project's monthly forecast in words: checks and units (pages read) for everyone, dollars when the
// server sent them (admins only).
import type { Project } from '@shared/contract/projects';
import { formatCostEstimate, formatNumber } from '@shared/format/number';

export function ForecastText({ forecast }: { forecast: Project['forecast'] }) {
  return (
    <span>
      About {formatNumber(forecast.checksPerMonth)} checks a month, at most {formatNumber(forecast.unitsPerMonth)} units (pages read)
      {forecast.providerCost !== null ? `, at most ${formatCostEstimate(forecast.providerCost, 2)}` : ''}.
    </span>
  );
}
