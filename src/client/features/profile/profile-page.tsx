// /profile: back link, avatar and display name, read-only e-mail, the
// subscription and usage card, the quota chart (lazy), the research history and the API keys.
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { DemoDataNotice } from '../../components/demo-data-notice';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/paths';
import { useAuth } from '../auth';
import { useProfile } from './api/get-profile';
import { ApiKeysCard } from './components/api-keys-card';
import { AvatarUpload } from './components/avatar-upload';
import { ProfileForm } from './components/profile-form';
import { ResearchHistoryCard } from './components/research-history-card';
import { SubscriptionCard } from './components/subscription-card';
import { usePageTitle } from '../../components/layout/use-page-title';

// The quota chart's code is a separate chunk, loaded by this page only (decision 028).
const UsageChart = lazy(() => import('./components/usage-chart'));

export function ProfilePage() {
  usePageTitle('Profile');
  const profile = useProfile();
  const { displayName } = useAuth();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <Link to={PATHS.research} className="inline-flex w-fit items-center gap-2 text-sm font-medium text-blue-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Research
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">Profile Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Your picture and the name shown in the header.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {profile.isPending ? (
            <Spinner />
          ) : profile.error ? (
            <Alert tone="error">Your profile could not be loaded. Please try again.</Alert>
          ) : (
            <>
              <AvatarUpload name={displayName} url={profile.data.avatarUrl} />
              <ProfileForm key={profile.data.id} profile={profile.data} />
            </>
          )}
        </CardContent>
      </Card>
      <SubscriptionCard />
      <section aria-labelledby="quota-use-title">
        <Card>
          <CardHeader>
            <CardTitle id="quota-use-title">Quota use</CardTitle>
            <CardDescription>What you have used of each quota so far this period, day by day.</CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Spinner />}>
              <UsageChart />
            </Suspense>
          </CardContent>
        </Card>
      </section>
      <DemoDataNotice />
      <ResearchHistoryCard />
      <ApiKeysCard />
    </div>
  );
}
