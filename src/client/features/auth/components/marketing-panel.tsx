// The claims beside every authentication form; hidden below desktop width.
import { BarChart3, Search, Target } from 'lucide-react';

const CLAIMS = [
  { icon: Search, title: 'Keyword research', text: 'Search volume, difficulty, cost per click and intent for every idea.' },
  { icon: BarChart3, title: 'SERP analysis', text: 'See who ranks in the top 10 organic results before you write a word.' },
  { icon: Target, title: 'Competitive intelligence', text: 'Find related keywords and the content gaps your competitors left open.' },
] as const;

const STATS = [
  { value: '10K+', label: 'Keywords Analyzed' },
  { value: '99.9%', label: 'Uptime' },
] as const;

export function MarketingPanel() {
  return (
    <aside
      aria-label="Why KeywordLens"
      className="hidden rounded-2xl bg-gradient-to-br from-blue-800 to-indigo-900 p-10 text-white shadow-lg lg:order-first lg:flex lg:flex-col lg:gap-8"
    >
      <div>
        <p className="text-3xl font-bold leading-tight">Research the keywords that bring real traffic</p>
        <p className="mt-3 text-blue-100">Everything you need to plan content that ranks, in one place.</p>
      </div>
      <ul className="flex flex-col gap-5">
        {CLAIMS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-blue-100">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-4 border-t border-white/20 pt-6">
        {STATS.map((stat) => (
          <p key={stat.label} className="flex flex-col">
            <span className="text-2xl font-bold">{stat.value}</span> <span className="text-sm text-blue-100">{stat.label}</span>
          </p>
        ))}
      </div>
    </aside>
  );
}
