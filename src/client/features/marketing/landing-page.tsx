// The landing page: hero, the four feature blocks, a closing call to action and the footer.
// It is its own small chunk, so it imports nothing beyond the shell and a few icons.
import { Link } from 'react-router';
import { Download, Gauge, Target, Zap } from 'lucide-react';
import { usePageTitle } from '../../components/layout/use-page-title';
import { PATHS } from '../../lib/paths';
import { useAuth } from '../auth';

const FEATURES = [
  {
    icon: Zap,
    title: 'Real-Time Data',
    text: 'Live search volume and competition for every keyword, fetched when you ask, not from a stale spreadsheet.',
  },
  {
    icon: Gauge,
    title: 'Difficulty Score',
    text: 'A 0 to 100 score of how hard it is to rank, so you spend your effort where you can win.',
  },
  {
    icon: Target,
    title: 'Intent Analysis',
    text: 'Know whether searchers want to learn, compare, buy or find a site before you plan the page.',
  },
  {
    icon: Download,
    title: 'Secure Export & Storage',
    text: 'Every research session is saved to your account and exports to CSV, TXT or JSON in one click.',
  },
] as const;

const primaryLink =
  'inline-flex h-11 items-center justify-center rounded-md bg-blue-700 px-6 text-base font-medium text-white hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export function LandingPage() {
  const { user } = useAuth();
  usePageTitle('Keyword Research & SEO Analysis');
  const start = user ? PATHS.research : PATHS.signIn;
  return (
    <>
      <section className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">Keyword research · SERP analysis · Related keywords</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Find the keywords your audience is already searching for
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Enter one seed keyword and get search volume, difficulty, cost per click and intent for hundreds of ideas, then
            see who ranks for them today.
          </p>
          <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
            <Link to={start} className={primaryLink}>
              Get Started
            </Link>
            <Link
              to={PATHS.pricing}
              className="inline-flex h-11 items-center justify-center rounded-md border border-border bg-white px-6 text-base font-medium hover:bg-muted"
            >
              View Pricing
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600">7-day free trial. No credit card required.</p>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          Everything you need to plan content that ranks
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-border bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-blue-100 text-blue-800">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="bg-blue-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            Ready to find your next winning keyword?
          </h2>
          <p className="mt-4 text-blue-100">Start with one seed keyword. Your first results arrive in seconds.</p>
          <Link
            to={start}
            className="mt-8 inline-flex h-11 items-center justify-center rounded-md bg-white px-6 text-base font-medium text-blue-800 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            Start Your Research
          </Link>
        </div>
      </section>
    </>
  );
}
