/** The header's entries, in order; labels are translation keys. */
export const navigation = [
  { to: '/', label: 'nav.home' },
  { to: '/services', label: 'nav.services' },
  { to: '/team', label: 'nav.team' },
  { to: '/contact', label: 'nav.contact' },
] as const;
