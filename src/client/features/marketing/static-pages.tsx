// The four static pages share one lazy chunk (routes.tsx imports them from here).
export { AboutPage } from './about-page';
export { ContactPage } from './contact-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
