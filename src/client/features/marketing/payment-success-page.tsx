// /payment-success: thanks the subscriber and goes on to /research after 3 s.
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { PAYMENT_SUCCESS_REDIRECT_MS } from '@shared/constants/limits';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PATHS } from '../../lib/paths';
import { useRedirectAfter } from './use-redirect-after';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  usePageTitle('Payment Successful');
  useRedirectAfter(PATHS.research, PAYMENT_SUCCESS_REDIRECT_MS);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <CheckCircle2 className="h-14 w-14 text-green-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Payment Successful!</h1>
          <p className="text-muted-foreground">Thank you for subscribing. Your plan is active and your quotas have been updated.</p>
          {sessionId ? (
            <p className="break-all text-xs text-muted-foreground">
              Reference: <span className="font-mono">{sessionId}</span>
            </p>
          ) : null}
          <p className="text-sm" role="status">
            Redirecting to your research in {PAYMENT_SUCCESS_REDIRECT_MS / 1000} seconds...
          </p>
          <Button onClick={() => navigate(PATHS.research)}>Go to Research</Button>
        </CardContent>
      </Card>
    </div>
  );
}
