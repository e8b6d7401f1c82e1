import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/use-page-title';
import { PATHS } from '../../lib/paths';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-blue-800">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to={PATHS.home} className="mt-8 font-medium text-primary underline underline-offset-4 hover:text-blue-800">
        Return to Home
      </Link>
    </div>
  );
}
