import { CONTACT_ADDRESSES, LEGAL_UPDATED } from './contact-addresses';
import { PageSection, StaticPageLayout } from './static-page-layout';

export function PrivacyPage() {
  return (
    <StaticPageLayout
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      lead="This policy explains what personal data KeywordLens collects, why, and the choices you have."
    >
      <PageSection title="Data We Collect">
        <ul>
          <li>Account data: your e-mail address, an optional display name and avatar, and a securely hashed password.</li>
          <li>Research data: the keywords, languages and locations you search and the results we return to you.</li>
          <li>Subscription data: your plan, trial and billing period, and how much of your quota you have used.</li>
          <li>Technical data: your IP address and browser type, kept with your sign-in sessions and for security.</li>
        </ul>
        <p>We do not use advertising trackers, and we do not sell personal data.</p>
      </PageSection>
      <PageSection title="How We Use Your Data">
        <ul>
          <li>to provide the service: run your searches, save your research history and show your usage;</li>
          <li>to keep your account secure: verify your e-mail, reset passwords and limit abusive sign-in attempts;</li>
          <li>to send service e-mails, such as confirmation and password reset links;</li>
          <li>to understand and improve the product in aggregate.</li>
        </ul>
      </PageSection>
      <PageSection title="Data Sharing">
        <p>
          We share data only with processors that help us run KeywordLens: hosting, e-mail delivery, payment processing and
          the SEO data providers that answer keyword queries. Providers receive the keyword, language and location of a search,
          never your e-mail address. We disclose data to authorities only when the law requires it.
        </p>
      </PageSection>
      <PageSection title="Data Security">
        <p>
          Connections are encrypted, passwords are stored only as salted hashes, sessions live in secure httpOnly cookies and
          access to production systems is restricted. No system is perfectly secure; if a breach affects your data, we will
          tell you without undue delay.
        </p>
      </PageSection>
      <PageSection title="Your Rights">
        <p>
          You can see and correct your profile at any time, and export your research from the app. You may ask us for a copy of
          your data, its correction or deletion, or object to its processing. Deleting your account removes your profile,
          research history and subscription records.
        </p>
      </PageSection>
      <PageSection title="Contact">
        <p>
          For privacy questions and requests write to{' '}
          <a href={`mailto:${CONTACT_ADDRESSES.privacy}`}>{CONTACT_ADDRESSES.privacy}</a>. We answer within 30 days.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
