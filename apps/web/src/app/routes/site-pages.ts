/** The footer's pages (spec §2 footer), each a real page at its path. */
export const SITE_PAGES = [
  'about',
  'careers',
  'blog',
  'contact',
  'partners',
  'privacy',
  'terms',
  'security',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];

export const SITE_PAGE_LABELS: Record<SitePage, string> = {
  about: 'About',
  careers: 'Careers',
  blog: 'Blog',
  contact: 'Contact',
  partners: 'Partners',
  privacy: 'Privacy',
  terms: 'Terms',
  security: 'Security',
};
