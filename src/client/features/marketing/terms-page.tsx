import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { CONTACT_ADDRESSES, LEGAL_UPDATED } from './contact-addresses';
import { PageSection, StaticPageLayout } from './static-page-layout';

export function TermsPage() {
  return (
    <StaticPageLayout
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      lead="These terms govern your use of KeywordLens. Please read them carefully."
    >
      <PageSection title="1. Acceptance of Terms">
        <p>
          By creating an account or using KeywordLens you agree to these Terms of Service and to our{' '}
          <Link to={PATHS.privacy}>Privacy Policy</Link>. If you use KeywordLens on behalf of an organisation, you confirm that
          you may accept these terms for it. If you do not agree, do not use the service.
        </p>
      </PageSection>
      <PageSection title="2. Use License">
        <p>
          We grant you a personal, non-exclusive, non-transferable licence to use KeywordLens and the data it shows you for your
          own research and that of your clients. You may not:
        </p>
        <ul>
          <li>resell, sublicense or redistribute the data as a data set or as part of a competing service;</li>
          <li>scrape the service, or access it by automated means other than the features we provide;</li>
          <li>copy, modify or reverse engineer the software;</li>
          <li>share your account or work around plan quotas.</li>
        </ul>
      </PageSection>
      <PageSection title="3. Service Usage">
        <p>
          You are responsible for keeping your password safe and for everything done with your account. Each plan includes
          monthly quotas of keyword searches, SERP analyses and related-keyword lookups; when a quota is used up, further
          searches of that kind wait for the next period or an upgrade. We may suspend accounts that abuse the service, harm
          other users or break the law.
        </p>
      </PageSection>
      <PageSection title="4. Subscription and Billing">
        <p>
          New accounts start with a 7-day free trial that needs no credit card. Paid plans are billed in advance, monthly or
          yearly, at the price shown on the <Link to={PATHS.pricing}>pricing page</Link> when you subscribe.
        </p>
        <p>
          You can cancel at any time. Cancellation takes effect at the end of the current billing period: you keep access and
          your remaining quota until then, and you are not charged again. Payments already made are not refunded except where
          the law requires it. We will tell you at least 30 days in advance before a price change affects your plan.
        </p>
      </PageSection>
      <PageSection title="5. Data and Privacy">
        <p>
          Your research sessions belong to you; we store them so you can return to them and export them, and we delete them
          when you delete your account. How we handle personal data is described in our{' '}
          <Link to={PATHS.privacy}>Privacy Policy</Link>.
        </p>
      </PageSection>
      <PageSection title="6. Disclaimer">
        <p>
          KeywordLens is provided &ldquo;as is&rdquo;. Search volumes, difficulty scores, costs per click and search results are
          estimates from third-party data providers and change over time; we do not guarantee their accuracy or any ranking,
          traffic or revenue outcome. To the extent the law allows, our liability is limited to the amount you paid us in the
          twelve months before the claim.
        </p>
      </PageSection>
      <PageSection title="7. Changes and Contact">
        <p>
          We may update these terms; we will announce material changes by e-mail or in the app before they take effect.
          Questions: <a href={`mailto:${CONTACT_ADDRESSES.support}`}>{CONTACT_ADDRESSES.support}</a>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
