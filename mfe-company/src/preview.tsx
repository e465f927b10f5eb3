import { mountPreview } from '@quantethic/shared/preview';
import CompanyApp from './app';
import CommunitySignupWidget from './widgets/community-signup/community-signup';
import ContactFormWidget from './widgets/contact-form/contact-form';
import TestimonialsWidget from './widgets/testimonials/testimonials';

void mountPreview({
  remote: 'company',
  app: CompanyApp,
  widgets: [
    { title: 'What Learners Say', component: TestimonialsWidget },
    { title: 'Join Our Community', component: CommunitySignupWidget },
    { title: 'Contact Us', component: ContactFormWidget },
  ],
  routes: [
    { to: '/about', label: 'About' },
    { to: '/team/amina-hassan', label: 'A team member' },
    { to: '/consulting', label: 'Consulting' },
    { to: '/contact', label: 'Contact' },
    { to: '/thank-you', label: 'Thank you' },
  ],
});
