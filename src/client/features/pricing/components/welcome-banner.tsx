// Shown on /pricing?new=true, right after an account is created.
import { PartyPopper } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';

export function WelcomeBanner() {
  return (
    <Alert tone="success" className="flex items-start gap-3">
      <PartyPopper className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Welcome to KeywordLens!</p>
        <p>Your account is ready and your 7-day free trial has started. Keep exploring with the trial, or pick the plan that fits your work.</p>
      </div>
    </Alert>
  );
}
