// What the forms service writes on its own pages, in English and Arabic, and the language a
// request asks for.
//
// The language of a page: the `lang` query parameter when it names one the service has (`ar`,
// `en`; `ar-SA` counts as `ar`), which is what the site adds to a form's URL on its Arabic pages;
// otherwise the browser's Accept-Language (its most preferred language the service has), as the
// external form services do; otherwise English. A form page posts back with its language in the
// action's query (`/forms/booking?lang=ar`), so its validation errors and its thank-you page are
// in the language of the form, whatever the browser says.
//
// Only the service's own texts are translated: what the visitor typed or the site prefilled
// (including an enquiry type such as 'General Inquiry', a value the form records) is shown as it
// is. JSON answers stay English: they are for programs.

export const LANGUAGES = ['en', 'ar'];
export const DEFAULT_LANGUAGE = 'en';

/** `ar-SA` → `ar`, when the service has it; otherwise null. */
function supported(tag) {
  const primary = String(tag ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return LANGUAGES.includes(primary) ? primary : null;
}

/** The most preferred language of an Accept-Language header that the service has, or null. */
export function acceptedLanguage(header) {
  const ranges = String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LANGUAGE;
    const language = supported(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language a request asks for: `{ language, named }`, `named` when the URL's `lang` gave it
 * (then the form's action names it too).
 */
export function requestLanguage(searchParams, acceptLanguageHeader) {
  const named = supported(searchParams.get('lang'));
  if (named) return { language: named, named: true };
  return { language: acceptedLanguage(acceptLanguageHeader) ?? DEFAULT_LANGUAGE, named: false };
}

/** `<html lang dir>` of a language. */
export const directionOf = (language) => (language === 'ar' ? 'rtl' : 'ltr');

/** What the service writes, by language. A problem is `{ field, kind, max? }` (server.mjs). */
export const TEXTS = {
  en: {
    submit: 'Submit',
    note: '(Local forms service — a stand-in for the external form.)',
    fixTheFollowing: 'Please fix the following:',
    thankYou: 'Thank you',
    closeTab: 'You can close this tab.',
    checkTheForm: 'Please check the form',
    goBack: 'Go back to correct it.',
    notFound: 'Not found',
    noForm: (route) => `No form at ${route}.`,
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      type: 'Enquiry type',
      service: 'Service',
      course: 'Course',
    },
    forms: {
      enquiry: { title: 'Enquiry', intro: 'Tell us how we can help.' },
      booking: {
        title: 'Book a consulting service',
        intro: 'Confirm your details and we will schedule your session.',
      },
      'course-signup': { title: 'Course sign-up', intro: 'Confirm your details to join the course.' },
    },
    received: (form, reference) =>
      `Your ${TEXTS.en.forms[form].title.toLowerCase()} has been received (reference ${reference}).`,
    problem: ({ field, kind, max, type }) => {
      switch (kind) {
        case 'required':
          return `${field} is required.`;
        case 'invalidEmail':
          return 'email is not a valid email address.';
        case 'invalidPhone':
          return 'phone is not a valid phone number.';
        case 'tooLong':
          return `${field} is too long (${max} characters at most).`;
        case 'tooLarge':
          return 'The submission is too large.';
        case 'notJson':
          return 'The body is not a valid JSON object.';
        case 'contentType':
          return `Unsupported content type "${type}": send a form (urlencoded) or JSON.`;
        default:
          return `${field} is not valid.`;
      }
    },
  },
  ar: {
    submit: 'إرسال',
    note: '(خدمة النماذج المحلية — بديل عن النموذج الخارجي.)',
    fixTheFollowing: 'يُرجى تصحيح ما يلي:',
    thankYou: 'شكرًا لك',
    closeTab: 'يمكنك إغلاق علامة التبويب هذه.',
    checkTheForm: 'يُرجى مراجعة النموذج',
    goBack: 'ارجع إلى النموذج لتصحيحه.',
    notFound: 'غير موجود',
    noForm: (route) => `لا يوجد نموذج على العنوان ${route}.`,
    labels: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      type: 'نوع الاستفسار',
      service: 'الخدمة',
      course: 'الدورة',
    },
    forms: {
      enquiry: { title: 'استفسار', intro: 'أخبرنا كيف يمكننا مساعدتك.' },
      booking: { title: 'حجز خدمة استشارية', intro: 'أكّد بياناتك وسنحدّد موعد جلستك.' },
      'course-signup': { title: 'التسجيل في دورة', intro: 'أكّد بياناتك للانضمام إلى الدورة.' },
    },
    received: (form, reference) => {
      const what = { enquiry: 'استفسارك', booking: 'طلب الحجز', 'course-signup': 'طلب تسجيلك في الدورة' }[
        form
      ];
      return `تم استلام ${what} (الرقم المرجعي: ${reference}).`;
    },
    problem: ({ field, kind, max, type }) => {
      switch (kind) {
        case 'required':
          return (
            {
              name: 'الاسم مطلوب.',
              email: 'البريد الإلكتروني مطلوب.',
              phone: 'رقم الهاتف مطلوب.',
              type: 'نوع الاستفسار مطلوب.',
              service: 'الخدمة مطلوبة.',
              course: 'الدورة مطلوبة.',
              message: 'الرسالة مطلوبة.',
            }[field] ?? `الحقل «${field}» مطلوب.`
          );
        case 'invalidEmail':
          return 'عنوان البريد الإلكتروني غير صالح.';
        case 'invalidPhone':
          return 'رقم الهاتف غير صالح.';
        case 'tooLong':
          return field === 'message'
            ? `الرسالة طويلة جدًا (${max} حرف على الأكثر).`
            : `الاسم طويل جدًا (${max} حرف على الأكثر).`;
        case 'tooLarge':
          return 'البيانات المرسلة كبيرة جدًا.';
        case 'notJson':
          return 'المحتوى المرسل ليس كائن JSON صالحًا.';
        case 'contentType':
          return `نوع المحتوى "${type}" غير مدعوم: أرسل نموذجًا (urlencoded) أو JSON.`;
        default:
          return `الحقل «${field}» غير صالح.`;
      }
    },
  },
};

/** The texts of a language (English for any other). */
export const textsOf = (language) => TEXTS[language] ?? TEXTS[DEFAULT_LANGUAGE];
