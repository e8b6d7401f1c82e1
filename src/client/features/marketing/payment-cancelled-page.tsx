// /payment-cancelled: nothing was charged; back to the plans after 5 s, or on with the trial.
import { useNavigate } from 'react-router';
import { XCircle } from 'lucide-react';
import { PAYMENT_CANCELLED_REDIRECT_MS } from '@shared/constants/limits';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PATHS } from '../../lib/paths';
import { useRedirectAfter } from './use-redirect-after';

export function PaymentCancelledPage() {
  const navigate = useNavigate();
  usePageTitle('Payment Cancelled');
  useRedirectAfter(PATHS.pricing, PAYMENT_CANCELLED_REDIRECT_MS);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <XCircle className="h-14 w-14 text-amber-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Payment Cancelled</h1>
          <p className="text-muted-foreground">Your payment was cancelled and you have not been charged.</p>
          <p className="text-sm" role="status">
            Redirecting to pricing in {PAYMENT_CANCELLED_REDIRECT_MS / 1000} seconds...
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => navigate(PATHS.pricing)}>View Pricing Plans</Button>
            <Button variant="outline" onClick={() => navigate(PATHS.research)}>
              Continue with Free Trial
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
