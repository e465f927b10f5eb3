import { RegistrationModal, useNewTab } from '@quantethic/kit/ui';
import {
  buildFormUrl,
  type ConsultingService,
  classifyLink,
  getVisitorInfo,
  type Locale,
  useLocale,
  useRemoteProps,
  type VisitorInfo,
} from '@quantethic/shared';
import { useNavigate } from '@quantethic/shared/router';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useConsultingMessages } from '../consulting-messages';

/** The enquiry type a booking form receives. */
export const BOOKING_TYPE = 'Service Booking';

/** A service's own link (http(s) or a path on this site), or null. */
export function serviceLinkOf(service: ConsultingService) {
  const link = classifyLink(service.serviceLink);
  return link.kind === 'unsafe' || (link.kind === 'external' && !/^https?:/.test(link.href)) ? null : link;
}

/**
 * The prefilled booking form for a service (SPEC §7), in the page's edition (`{locale}`), or null
 * when the form is not configured.
 */
export function bookingFormUrl(
  template: string,
  info: VisitorInfo,
  service: string,
  locale: Locale = 'en',
): string | null {
  return buildFormUrl(template, {
    name: info.name,
    email: info.email,
    phone: info.phone,
    type: BOOKING_TYPE,
    service,
    locale,
  });
}

/**
 * SPEC §2 booking: the service's own link when it has one; otherwise the booking form in a new
 * tab when the visitor's info is saved; otherwise the 'Service Booking' modal, which saves the
 * info and then opens the booking form prefilled. New tabs open through `useNewTab`: when the
 * browser blocks one, the visitor stays on this page and gets a focused link to open it themselves.
 */
export function useServiceBooking(): { book: (service: ConsultingService) => void; modal: ReactNode } {
  const { config, bus } = useRemoteProps();
  const navigate = useNavigate();
  const [booking, setBooking] = useState<{ title: string } | null>(null);
  const lastTitle = useRef('');
  const newTab = useNewTab();
  const openInNewTab = newTab.open;
  const t = useConsultingMessages();
  const locale = useLocale();

  const openForm = useCallback(
    (info: VisitorInfo, title: string) => {
      const url = bookingFormUrl(config.forms.booking, info, title, locale);
      if (!url) {
        bus.emit('toast', { kind: 'error', message: t('booking.unavailable') });
        return;
      }
      openInNewTab(url, t('booking.openForm'));
    },
    [config.forms.booking, bus, openInNewTab, t, locale],
  );

  const book = useCallback(
    (service: ConsultingService) => {
      const title = typeof service.title === 'string' ? service.title.trim() : '';
      const link = serviceLinkOf(service);
      if (link) {
        if (link.kind === 'internal') navigate(link.to);
        else openInNewTab(link.href, t('booking.openService'));
        return;
      }
      // Read as the visitor books, not from a render: a click made before the page was live is
      // performed as its part hydrates, in a render that shows the page as served (no visitor).
      const visitor = getVisitorInfo();
      if (visitor) {
        openForm(visitor, title);
        return;
      }
      lastTitle.current = title;
      setBooking({ title });
    },
    [openForm, navigate, openInNewTab, t],
  );

  const title = booking?.title ?? lastTitle.current;
  const modal = (
    <>
      <RegistrationModal
        open={booking !== null}
        onClose={() => setBooking(null)}
        title={t('booking.title')}
        intro={title ? t('booking.intro', { service: title }) : t('booking.introAny')}
        submitLabel={title ? t('booking.submit', { service: title }) : t('booking.submitAny')}
        toastMessage={t('booking.saved')}
        onRegistered={(info) => {
          bus.emit('analytics', {
            name: 'Form Submitted',
            properties: title ? { form: 'booking', service: title } : { form: 'booking' },
          });
          openForm(info, title);
        }}
      />
      {newTab.prompt}
    </>
  );
  return { book, modal };
}
