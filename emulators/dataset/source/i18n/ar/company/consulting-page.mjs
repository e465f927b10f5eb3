// The consulting landing page in Arabic: the same document as ../../../company/consulting-page.mjs.
// It references every service, in no particular order: the site sorts them by `order`
// (missing = 999) and hides inactive and untitled ones.
import { key, ref } from '../../../kit.mjs';
import { SERVICES } from './services.mjs';

const serviceOrder = [
  SERVICES.modelRisk,
  SERVICES.zakat,
  SERVICES.compliance,
  SERVICES.impact,
  SERVICES.training,
  SERVICES.fintech,
  SERVICES.screening,
  SERVICES.sukuk,
];

export const documents = [
  {
    _id: 'consultingPage',
    _type: 'consultingPage',
    _createdAt: '2024-03-01T09:00:00Z',
    _updatedAt: '2025-01-09T16:00:00Z',
    heroTitle: 'استشارات في التمويل المتوافق مع الشريعة والتمويل الأخلاقي',
    heroDescription:
      'مشورة مستقلة من ممارسين يشغلون عضوية هيئات رقابة شرعية، ويتحقّقون من صحة نماذج المخاطر في البنوك، ويبنون النماذج المالية لشركات التقنية المالية الإسلامية. نساعدك على إطلاق منتجات متوافقة مع الشريعة، وهيكلة الصكوك، وفرز المحافظ الاستثمارية، وإثبات أن نماذجك تؤدّي ما صُمّمت له.',
    servicesTitle: 'كيف يمكننا مساعدتك',
    servicesDescription:
      'مراجعات محدّدة النطاق، ومشاريع نمذجة، ومهام استشارية، يقود كلًّا منها متخصّص بعينه من فريقنا، وتستند إلى معايير AAOIFI وIFSB ولجنة بازل.',
    // Unsorted on purpose; the site orders by each service's `order`.
    services: serviceOrder.map((id) => ({ ...ref(id), _key: key('consulting-service', id) })),
    formSectionTitle: 'حدّثنا عن مشروعك',
    formSectionDescription:
      'اترك بياناتك وسطرًا واحدًا عمّا تحتاج إليه. وسيردّ عليك عمر فاروق، رئيس فريق الاستشارات لدينا، خلال يومَي عمل لترتيب مكالمة تعريفية مجانية مدّتها 30 دقيقة.',
    formFields: {
      name: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      submit: 'احفظ بياناتي',
    },
    ctaTitle: 'لست متأكدًا من الخدمة التي تناسبك؟',
    ctaDescription:
      'احجز مكالمة تعريفية دون أي التزام. سنستمع إلى المشكلة، ونخبرك بصراحة إن كنّا الجهة المناسبة لها، ونحدّد النطاق والأتعاب قبل بدء أي عمل.',
    seo: {
      title:
        'استشارات التمويل الإسلامي والنمذجة الكمّية — المراجعة الشرعية والصكوك ومخاطر النماذج | QuantEthic',
      description:
        'مراجعات الامتثال الشرعي، وهيكلة الصكوك، والنمذجة المالية لشركات التقنية المالية الإسلامية، والتحقق من صحة نماذج VaR/ES، والتدريب المؤسسي من فريق QuantEthic.',
    },
  },
];
