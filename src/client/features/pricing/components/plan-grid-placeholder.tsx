// What the plan grid holds while the plans load (and in the pre-rendered page): one card-sized
// box per public plan in the grid's own columns, so the arriving cards move nothing below them
// (the page's layout shift, decision 016). The first box says it is loading.
import { PUBLIC_TIERS } from '@shared/pricing';
import { Spinner } from '../../../components/ui/spinner';

export function PlanGridPlaceholder() {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {PUBLIC_TIERS.map((tier, index) => (
        <div key={tier} className="flex h-[29rem] items-center justify-center rounded-lg border border-border bg-slate-50">
          {index === 0 ? <Spinner /> : null}
        </div>
      ))}
    </div>
  );
}
