// Every page and widget this remote prerenders at deploy time hydrates in the browser as it was
// served: the same elements, no mismatch React reports (docs/decisions/0010-hydrated-islands.md).
import { describeHydration } from '@quantethic/kit/testing/hydration';
import CompanyApp from './app';
import prerenderer from './prerender';
import CommunitySignupWidget from './widgets/community-signup/community-signup';
import ContactFormWidget from './widgets/contact-form/contact-form';
import TestimonialsWidget from './widgets/testimonials/testimonials';

describeHydration({
  remote: 'company',
  App: CompanyApp,
  prerenderer,
  widgets: {
    'community-signup': CommunitySignupWidget,
    'contact-form': ContactFormWidget,
    testimonials: TestimonialsWidget,
  },
});
