import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';

export function PricingFooter() {
  return (
    <div className="space-y-1 text-center text-sm text-muted-foreground">
      <p>All plans include e-mail support.</p>
      <p>
        Need a custom plan?{' '}
        <Link to={PATHS.contact} className="font-medium text-blue-800 underline underline-offset-4">
          Contact us
        </Link>
      </p>
    </div>
  );
}
