// The "E-mail verified" notice of a confirmation link's landing: the server sends
// the link to /research?verified=1; the page says so once and drops the marker from the address,
// so a reload or a bookmark never repeats it. It lives with the page it lands on, not in the auth
// feature's public entry: that entry is on every visitor's page, and this hook brings sonner with it
// (decision 031).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EMAIL_VERIFIED_NOTICE, VERIFIED_MARKER } from '@shared/messages/auth';

export function useVerifiedNotice(): void {
  const [params, setParams] = useSearchParams();
  const arrived = params.get(VERIFIED_MARKER) === '1';
  useEffect(() => {
    if (!arrived) return;
    toast.success(EMAIL_VERIFIED_NOTICE.title, { description: EMAIL_VERIFIED_NOTICE.description, id: 'email-verified' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VERIFIED_MARKER);
        return next;
      },
      { replace: true },
    );
  }, [arrived, setParams]);
}
