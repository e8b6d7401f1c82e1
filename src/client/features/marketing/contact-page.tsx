import { LifeBuoy, Briefcase, ShieldCheck } from 'lucide-react';
import { CONTACT_ADDRESSES } from './contact-addresses';
import { StaticPageLayout } from './static-page-layout';

const CHANNELS = [
  {
    icon: LifeBuoy,
    title: 'Support',
    text: 'Questions about your account, a search that did not work as expected, or billing help.',
    email: CONTACT_ADDRESSES.support,
  },
  {
    icon: Briefcase,
    title: 'Sales',
    text: 'Custom plans, higher quotas, team accounts and invoicing.',
    email: CONTACT_ADDRESSES.sales,
  },
  {
    icon: ShieldCheck,
    title: 'Privacy',
    text: 'Requests about your personal data: access, correction, export or deletion.',
    email: CONTACT_ADDRESSES.privacy,
  },
] as const;

export function ContactPage() {
  return (
    <StaticPageLayout title="Contact Us" lead="We read every message and usually answer within one business day.">
      <ul className="grid gap-6 sm:grid-cols-3">
        {CHANNELS.map(({ icon: Icon, title, text, email }) => (
          <li key={title} className="flex flex-col gap-3 rounded-lg border border-border bg-white p-6 shadow-sm">
            <Icon className="h-6 w-6 text-blue-800" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{text}</p>
            <a href={`mailto:${email}`} className="mt-auto break-all text-sm font-medium text-primary underline underline-offset-4">
              {email}
            </a>
          </li>
        ))}
      </ul>
    </StaticPageLayout>
  );
}
