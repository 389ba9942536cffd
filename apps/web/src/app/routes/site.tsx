import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { AboutPage } from '../../features/site/components/about-page.tsx';
import { BlogPage } from '../../features/site/components/blog-page.tsx';
import { CareersPage } from '../../features/site/components/careers-page.tsx';
import { ContactPage } from '../../features/site/components/contact-page.tsx';
import { PartnersPage } from '../../features/site/components/partners-page.tsx';
import { PrivacyPage } from '../../features/site/components/privacy-page.tsx';
import { SecurityPage } from '../../features/site/components/security-page.tsx';
import { TermsPage } from '../../features/site/components/terms-page.tsx';
import type { SitePage } from './site-pages.ts';

/** The contact form, prefilled with the signed-in learner's name and e-mail. */
function ContactRoute() {
  const { state } = useAuth();
  return state.status === 'signed-in' ? (
    <ContactPage name={state.user.name} email={state.user.email} />
  ) : (
    <ContactPage />
  );
}

const PAGES: Record<SitePage, () => React.ReactNode> = {
  about: AboutPage,
  careers: CareersPage,
  blog: BlogPage,
  contact: ContactRoute,
  partners: PartnersPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  security: SecurityPage,
};

export function siteRoute(page: SitePage) {
  return PAGES[page];
}
