// Team members in Arabic: the same documents as ../../people.mjs (ids, slugs, social links, order
// and dates unchanged). The portrait files are shared with the English documents, so each
// portrait is drawn from the English name (same seed, same SVG); only its alt text is Arabic.

import { image } from '../../kit.mjs';
import { documents as english, PEOPLE } from '../../people.mjs';
import { portrait } from '../../svg.mjs';

export { PEOPLE };

/** The English name of each member, the seed of their (shared) portrait. */
const portraitSeed = Object.fromEntries(english.map((member) => [member._id, member.name]));

const person = (id, createdAt, fields) => ({
  _id: id,
  _type: 'teamMember',
  _createdAt: createdAt,
  _updatedAt: createdAt,
  ...fields,
  image: image(`portrait-${fields.slug.current}.svg`, portrait(portraitSeed[id]), {
    alt: `صورة ${fields.name}`,
  }),
});

export const documents = [
  person(PEOPLE.amina, '2024-01-10T09:00:00Z', {
    name: 'د. أمينة حسن',
    slug: { _type: 'slug', current: 'amina-hassan' },
    role: 'المؤسِّسة وكبيرة المدرّبين',
    bio: 'أمضت أمينة عقدًا من الزمن في هيكلة التمويل المتوافق مع الشريعة لدى بنك تنمية خليجي قبل أن تتّجه إلى التدريس. قارنت في أطروحتها للدكتوراه بين مخاطر التدفقات النقدية في التمويل السكني بالمرابحة وبالمشاركة المتناقصة، وأسّست QuantEthic لتجعل هذا القدر من الصرامة المنهجية في متناول الطلاب والممارسين على حدّ سواء. تقود منهج التمويل الإسلامي، وتراجع كل دورة للتحقق من دقّتها الفنية.',
    experience: '15 عامًا',
    expertise: ['التمويل الإسلامي', 'الامتثال الشرعي', 'النمذجة المالية'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/amina-hassan-quantethic',
      twitter: 'https://twitter.com/aminahassan_qe',
      website: 'https://quantethic.example/amina',
    },
    metadata: { order: 1, joined: '2021-03-01' },
  }),
  person(PEOPLE.daniel, '2024-01-11T09:00:00Z', {
    name: 'دانيال أوكافور',
    slug: { _type: 'slug', current: 'daniel-okafor' },
    role: 'محلّل كمّي',
    bio: 'يبني دانيال نماذج مخاطر السوق ونماذج المحافظ الاستثمارية. وقبل انضمامه إلى QuantEthic تولّى حساب القيمة المعرّضة للخطر وإجراء اختبارات الضغط في صندوق متعدّد الأصول، وتعلّم هناك أن النموذج لا يكون أفضل من الافتراضات المكتوبة إلى جانبه. يُدرّس مسار النمذجة الكمّية، ويتولّى صيانة الدفاتر البرمجية المرافقة للدورات.',
    experience: '11 عامًا',
    expertise: ['النمذجة الكمّية', 'إدارة المخاطر', 'Python'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/daniel-okafor-quant',
      github: 'https://github.com/dokafor-quant',
    },
    metadata: { order: 2, joined: '2021-09-15' },
  }),
  person(PEOPLE.sara, '2024-01-12T09:00:00Z', {
    name: 'سارة ليندكفيست',
    slug: { _type: 'slug', current: 'sara-lindqvist' },
    role: 'باحثة في الاستثمار الأخلاقي',
    bio: 'تبحث سارة في الأثر الفعلي لمعايير الفرز الأخلاقي وللحوار الفاعل مع الشركات في المحافظ الاستثمارية وفي الشركات نفسها. قادت سابقًا أبحاث ESG في صندوق تقاعد في دول الشمال الأوروبي، وكتبت عن حدود الفرز القائم على التصنيفات. وفي QuantEthic تكتب لمركز المعرفة وتُدرّس الاستثمار المسؤول.',
    experience: '9 سنوات',
    expertise: ['الاستثمار الأخلاقي', 'تحليل ESG', 'قياس الأثر'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/sara-lindqvist-esg',
      twitter: 'https://twitter.com/saralindqvist',
    },
    metadata: { order: 3, joined: '2022-02-01' },
  }),
  person(PEOPLE.yusuf, '2024-01-13T09:00:00Z', {
    name: 'يوسف رحمن',
    slug: { _type: 'slug', current: 'yusuf-rahman' },
    role: 'مستشار شرعي',
    bio: 'يحمل يوسف إجازةً في فقه المعاملات المالية ودرجة الماجستير في التمويل. وهو عضو في هيئتَي الرقابة الشرعية لشركتَي تكافل، ويقدّم المشورة لعملاء QuantEthic في الاستشارات بشأن هيكلة المنتجات، من الصكوك إلى المؤشرات المرجعية لمعدّل الربح.',
    experience: '13 عامًا',
    expertise: ['الامتثال الشرعي', 'الصكوك', 'الصيرفة الإسلامية'],
    socialLinks: { linkedin: 'https://www.linkedin.com/in/yusuf-rahman-shariah' },
    metadata: { order: 4, joined: '2022-06-01' },
  }),
  person(PEOPLE.mei, '2024-01-14T09:00:00Z', {
    name: 'مي تشن',
    slug: { _type: 'slug', current: 'mei-chen' },
    role: 'عالمة بيانات',
    bio: 'تعمل مي على التنبّؤ بالسلاسل الزمنية وعلى تعلّم الآلة في مجال مخاطر الائتمان. وتحرص على أن تكون النماذج قابلة للشرح أمام لجنة الائتمان، وتُدرّس وحدات علم البيانات مع التركيز على التحقق من صحة النماذج وعلى الاختبار الرجعي النزيه.',
    experience: '7 سنوات',
    expertise: ['تعلّم الآلة', 'السلاسل الزمنية', 'Python'],
    socialLinks: {
      github: 'https://github.com/meichen-data',
      website: 'https://meichen.example',
    },
    metadata: { order: 5, joined: '2023-01-09' },
  }),
  person(PEOPLE.omar, '2024-01-15T09:00:00Z', {
    name: 'عمر فاروق',
    slug: { _type: 'slug', current: 'omar-farouk' },
    role: 'رئيس فريق الاستشارات',
    bio: 'يقود عمر مشاريع العملاء: النماذج المالية لشركات التقنية المالية الإسلامية، وهيكلة المنتجات للصناديق الأخلاقية، ومراجعات مخاطر النماذج. عمل سابقًا في استشارات الصفقات، حيث بنى من نماذج القوائم المالية الثلاث أكثر ممّا يستطيع أن يُحصي.',
    experience: '12 عامًا',
    expertise: ['النمذجة المالية', 'هيكلة المنتجات', 'إدارة المخاطر'],
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/omar-farouk-advisory',
      twitter: 'https://twitter.com/omarfarouk_fin',
    },
    metadata: { order: 6, joined: '2023-05-15' },
  }),
];
