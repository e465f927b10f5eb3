import type { ShellMessageKey } from '../../lib/messages';

/** The header links (SPEC §2 Layout), in order; `label` is a message of the shell's catalogue. */
export const NAV_LINKS = [
  { to: '/about', label: 'nav.about' },
  { to: '/courses', label: 'nav.courses' },
  { to: '/knowledge', label: 'nav.knowledge' },
  { to: '/consulting', label: 'nav.consulting' },
  { to: '/contact', label: 'nav.contact' },
] as const satisfies readonly { to: string; label: ShellMessageKey }[];
