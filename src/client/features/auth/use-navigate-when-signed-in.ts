// Goes on to a page once the auth state has caught up with a sign-in that just succeeded, so the
// route guard of the next page never sees the moment between the two.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-state';

export function useNavigateWhenSignedIn(to: string) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (armed && user) void navigate(to, { replace: true });
  }, [armed, user, navigate, to]);
  return () => setArmed(true);
}
