/** The header links (SPEC §2 Layout), in order. */
export const NAV_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/courses', label: 'Courses' },
  { to: '/knowledge', label: 'Knowledge' },
  { to: '/consulting', label: 'Consulting' },
  { to: '/contact', label: 'Contact' },
] as const;
