// Sends the browser on after a pause (the payment pages' automatic redirects).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export function useRedirectAfter(to: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to, delayMs]);
}
