// /robots.txt (decision 0030): crawlers are welcome on the storefront, kept out of the API, the admin console,
// checkout and payment pages, and everything that belongs to a member; it names the sitemap.
const kept = [
  '/api/',
  '/admin',
  '/account',
  '/dashboard',
  '/customization',
  '/checkout/',
  '/payment/',
  '/shared/',
  '/confirm-email',
  '/reset-password',
]

export const robotsTxt = ({ appUrl }: { appUrl: string }) =>
  [
    'User-agent: *',
    'Allow: /',
    ...kept.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', `${appUrl}/`).href}`,
    '',
  ].join('\n')
