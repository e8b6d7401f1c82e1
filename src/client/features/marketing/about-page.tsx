import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { PageSection, StaticPageLayout } from './static-page-layout';

export function AboutPage() {
  return (
    <StaticPageLayout
      title="About KeywordLens"
      lead="KeywordLens is a professional SEO research platform for SEO specialists, marketers and content creators who want to base their content plans on data rather than guesses."
    >
      <PageSection title="What we do">
        <p>
          Type one seed keyword and KeywordLens returns the keyword ideas around it with their monthly search volume, ranking
          difficulty, cost per click and search intent. From there you can analyse the top 10 organic results of any keyword
          and explore related keywords in depth to find content pillars and opportunities your competitors have missed.
        </p>
      </PageSection>
      <PageSection title="Why we built it">
        <p>
          Good keyword research used to mean juggling several expensive tools and spreadsheets. We wanted one focused place
          where the numbers are current, the interface is quick, and every research session is saved so you can come back to
          it, filter it, and export it for your team.
        </p>
      </PageSection>
      <PageSection title="How the data works">
        <p>
          Keyword metrics and search results come from established SEO data providers and are fetched when you run a search.
          Each result shows where its numbers come from, and each research session records what it cost, so you always know
          what you are looking at.
        </p>
      </PageSection>
      <PageSection title="Who it is for">
        <ul>
          <li>SEO specialists planning site architecture and content clusters.</li>
          <li>Marketers sizing demand and choosing which campaigns to run.</li>
          <li>Writers and editors deciding what to publish next.</li>
        </ul>
      </PageSection>
      <PageSection title="Try it">
        <p>
          Every plan starts with a 7-day free trial, no credit card required. See the <Link to={PATHS.pricing}>plans</Link> or{' '}
          <Link to={PATHS.contact}>get in touch</Link>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
