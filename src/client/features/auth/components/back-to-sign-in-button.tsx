import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PATHS } from '../../../lib/paths';

export function BackToSignInButton() {
  const navigate = useNavigate();
  return (
    <Button className="w-full" onClick={() => navigate(PATHS.signIn)}>
      Back to Sign In
    </Button>
  );
}
