// Placeholder until these screens are built.
export function AboutPage() { return <h1>About</h1>; }
export function ContactPage() { return <h1>Contact</h1>; }
export function TermsPage() { return <h1>Terms</h1>; }
export function PrivacyPage() { return <h1>Privacy</h1>; }
