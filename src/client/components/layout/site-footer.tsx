// The footer of the landing and static pages: the links to research, pricing, about,
// contact, terms and privacy.
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

const GROUPS = [
  { title: 'Product', links: [{ to: PATHS.research, label: 'Keyword Research' }, { to: PATHS.pricing, label: 'Pricing' }] },
  { title: 'Company', links: [{ to: PATHS.about, label: 'About' }, { to: PATHS.contact, label: 'Contact' }] },
  { title: 'Legal', links: [{ to: PATHS.terms, label: 'Terms of Service' }, { to: PATHS.privacy, label: 'Privacy Policy' }] },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">KeywordLens</p>
          <p className="mt-2 text-sm text-muted-foreground">Keyword research and SEO analysis for people who write for search.</p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="text-sm font-semibold">{group.title}</p>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} KeywordLens. All rights reserved.
      </p>
    </footer>
  );
}
