// The About page in Arabic: the same three documents as ../../../company/about.mjs (the published
// version, the 2023 edition and the draft), with the same ids, keys, dates and assets.
// Image files are shared with the English module, so the SVG covers and portraits are rendered from
// the same (English) arguments; only their alt texts are translated.
import { documents as english } from '../../../company/about.mjs';
import { image, key, link, p, ref } from '../../../kit.mjs';
import { PEOPLE } from '../../../people.mjs';
import { cover, portrait } from '../../../svg.mjs';

/**
 * Gives the Arabic tree the English `_key`s (and the span `marks` that point at link keys):
 * portable-text keys come from a process-wide counter and other keys are hashed from English text.
 */
function withEnglishKeys(en, ar) {
  if (Array.isArray(en) && Array.isArray(ar)) {
    en.forEach((item, i) => {
      withEnglishKeys(item, ar[i]);
    });
  } else if (en && ar && typeof en === 'object' && typeof ar === 'object') {
    if ('_key' in en && '_key' in ar) ar._key = en._key;
    if (Array.isArray(en.marks) && Array.isArray(ar.marks)) ar.marks = [...en.marks];
    for (const name of Object.keys(en)) if (name !== 'marks') withEnglishKeys(en[name], ar[name]);
  }
  return ar;
}

const team = (ids) => ids.map((id) => ({ ...ref(id), _key: key('about-team', id) }));

const whyBlock = (title, text, img) => ({
  _type: 'whyBlock',
  _key: key('about-why', title),
  title,
  text,
  image: img,
});

const founderName = 'د. أمينة حسن';
/** The portrait file is shared with the English page: same seed, same SVG. */
const founderPortraitSeed = 'Dr. Amina Hassan';

const whyBlocks = [
  whyBlock(
    'استدلال شرعي يمكنك تتبّعه، لا مجرد أحكام تتلقّاها',
    'تشرح كل دورة وكل مهمة استشارية لماذا يكون الهيكل جائزًا أو غير جائز: شروط العقد، والمعيار الشرعي الصادر عن AAOIFI الذي يستند إليه، ومواضع اختلاف العلماء. ويخرج المتعلّمون قادرين على قراءة ورقة الشروط لعقد مرابحة أو إجارة، وعلى تحديد البند الذي قد يغيّر رأي هيئة الرقابة الشرعية.',
    image(
      'about-why-shariah.svg',
      cover({
        title: 'Reasoning, not rulings',
        subtitle: "AAOIFI standards and the Shari'ah board view",
        motif: 'star',
      }),
      { alt: 'نقش شبكي من نجوم ثمانية الرؤوس تعلوه عبارة «الاستدلال لا مجرد الأحكام»' },
    ),
  ),
  whyBlock(
    'نماذج كمّية مبنيّة لتصمد أمام التمحيص',
    'تأتي موادنا في المخاطر والتسعير مصحوبةً بالدفاتر البرمجية والبيانات، والافتراضاتُ مكتوبةٌ إلى جانب الشيفرة. ونُدرّس القيمة المعرّضة للخطر (VaR) والعجز المتوقع (Expected Shortfall) كما يراهما المختصّ بالتحقق من صحة النماذج: بعد إخضاعهما للاختبار الرجعي واختبارات الضغط، ومقارنتهما بنموذج مرجعي أبسط، قبل أن يثق أحدٌ بالرقم.',
    image(
      'about-why-models.svg',
      cover({
        title: 'Models built to be challenged',
        subtitle: 'Back-tested, documented, reproducible',
        motif: 'curve',
      }),
      { alt: 'منحنى توزيع طبيعي بذيل أيسر مظلَّل، يوضّح مفهوم العجز المتوقع' },
    ),
  ),
  whyBlock(
    'أخلاقيات تُقاس، لا تُعلَن فحسب',
    'لا تكتسب معايير الفرز والاستبعادات وادعاءات الأثر مصداقيتها إلا من الأدلة التي تسندها. ولذلك نبيّن كيف تغيّر عتباتُ الفرز تركيبةَ المحفظة، وما الذي يثبته مؤشر الأثر وما لا يثبته، وكيف يُفصَح عن ذلك كلّه بأمانة للمستثمرين والجهات الرقابية.',
    image(
      'about-why-ethics.svg',
      cover({
        title: 'Ethics, measured',
        subtitle: 'Screens, impact metrics and honest reporting',
        motif: 'balance',
      }),
      { alt: 'عارضة ميزان أمام دوائر متّحدة المركز' },
    ),
  ),
  whyBlock(
    'ممارسون لم ينقطعوا عن الممارسة',
    'يشغل مدرّبونا عضوية هيئات رقابة شرعية، ويتحقّقون من صحة نماذج البنوك، ويبنون النماذج المالية لشركات التقنية المالية الإسلامية. فما نُدرّسه هو ما نمارسه فعلًا مع عملائنا في الاستشارات أسبوعًا بعد أسبوع، وتعود خبرة العمل مع العملاء مباشرةً لتُثري الدورات.',
    image(
      'about-why-practice.svg',
      cover({
        title: 'Practitioners who still practise',
        subtitle: 'Consulting work feeds every course',
        motif: 'network',
      }),
      { alt: 'شبكة من العُقد المترابطة تمثّل الممارسين والعملاء والمتعلّمين' },
    ),
  ),
];

const whoWeAreContent = () => [
  p(
    'تأسّست QuantEthic عام 2021 على يد مجموعة صغيرة من المصرفيين الإسلاميين ومحلّلي المخاطر الكمّيين وباحثي الاستثمار المسؤول، ظلّوا يصطدمون بالفجوة نفسها: من يفهمون أحكام الشريعة نادرًا ما يبنون النماذج، ومن يبنون النماذج نادرًا ما يفهمون العقود التي يسعّرونها.',
  ),
  p(
    'نُدير اليوم أكاديمية إلكترونية ودارًا للاستشارات جنبًا إلى جنب. تغطّي ',
    link('دوراتنا', '/courses'),
    ' التمويلَ الإسلامي من مبادئه الأولى حتى هيكلة الصكوك، والاستثمارَ الأخلاقي واستثمارَ الأثر، والنمذجةَ الكمّية بلغة Python، مع تمارين مستمدّة من مشاريع حقيقية بعد إخفاء هوية أصحابها. ويقدّم فريقنا الاستشاري المشورة للبنوك وشركات التكافل ومديري الأصول وشركات التقنية المالية في الامتثال الشرعي وهيكلة المنتجات ومخاطر النماذج.',
  ),
  p(
    'نستند في موادنا الشرعية إلى معايير ',
    link('هيئة المحاسبة والمراجعة للمؤسسات المالية الإسلامية (AAOIFI)', 'https://aaoifi.com'),
    ' وإلى الإرشادات الاحترازية لمجلس الخدمات المالية الإسلامية، ونصرّح بوضوح حين تكون المسألة لا تزال محلّ خلاف بين العلماء. وليس في هذا الموقع ما يُعدّ فتوى: فعلى المؤسسات أن ترجع في الأحكام المُلزِمة إلى هيئات الرقابة الشرعية الخاصة بها.',
  ),
];

const hero = (heading, imageName, coverTitle) => ({
  heading,
  subheading:
    'دورات واستشارات في ملتقى التمويل الإسلامي والاستثمار الأخلاقي والنمذجة الكمّية — يقدّمها ممارسون، وتستند إلى معايير AAOIFI وIFSB، وتُختبَر على بيانات حقيقية.',
  image: image(
    imageName,
    cover({ title: coverTitle, subtitle: 'Islamic finance · Ethical investment · Quant', motif: 'star' }),
    {
      alt: 'نقش نجمي هندسي إسلامي بألوان QuantEthic',
    },
  ),
});

const founder = {
  name: founderName,
  heading: 'تعرّف على مؤسِّستنا',
  bio: 'أمضت د. أمينة حسن عشر سنوات في هيكلة التمويل المتوافق مع الشريعة لدى بنك تنمية خليجي، عملت خلالها على خطوط تمويل تجاري بالمرابحة، وعقود تأجير لمشاريع البنية التحتية قائمة على الإجارة، وأول إصدار صكوك للبنك مرتبط بجهة سيادية. وقارنت في أطروحتها للدكتوراه بين مخاطر التدفقات النقدية ومخاطر معدّل الربح التي يتحمّلها العملاء في التمويل السكني بالمرابحة وبالمشاركة المتناقصة، وبيّنت إلى أيّ حدّ يغيّر اختيارُ العقد والمؤشر المرجعي ما تدفعه الأسرة فعليًا. وأسّست QuantEthic عام 2021 لأن من درّبتهم ظلّوا يطلبون الشيء نفسه: تمويلًا إسلاميًا يُشرح بدقّة نموذج المخاطر، ونماذجَ مخاطر تُشرح بصدق حلقة نقاش في الأخلاقيات. تقود أمينة منهج التمويل الإسلامي، وتراجع كل دورة للتحقق من دقّتها الفنية، ولا تزال تتولّى عددًا محدودًا من المهام الاستشارية كل عام.',
  image: image('portrait-amina-hassan.svg', portrait(founderPortraitSeed), { alt: `صورة ${founderName}` }),
};

const cta = {
  title: 'تعلّم معنا، أو اعمل معنا',
  text: 'ابدأ دورة بالوتيرة التي تناسبك، أو حدّثنا عن المنتج أو المحفظة أو النموذج الذي تحتاج إلى مراجعته. نردّ على كل استفسار خلال يومَي عمل.',
  buttonText: 'تواصل معنا',
  buttonUrl: '/contact',
  buttonStyle: 'primary',
};

const published = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  _createdAt: '2024-02-01T09:00:00Z',
  _updatedAt: '2025-01-14T10:30:00Z',
  seo: {
    metaTitle: 'عن QuantEthic — تعليم التمويل الإسلامي والاستثمار الأخلاقي والنمذجة الكمّية',
    metaDescription:
      'تقدّم QuantEthic التعليم والاستشارات في التمويل الإسلامي والاستثمار الأخلاقي والنمذجة الكمّية. تعرّف على فريق المستشارين الشرعيين ومحلّلي المخاطر الكمّيين وباحثي ESG الذين يقفون وراء دوراتنا واستشاراتنا.',
    noIndex: false,
  },
  hero: hero(
    'تمويل قائم على المبادئ، بنمذجة صارمة',
    'about-hero.svg',
    'Principled finance, rigorously modelled',
  ),
  missionVision: {
    mission:
      'أن نجعل التمويل الإسلامي والأخلاقي على القدر نفسه من الصرامة المنهجية الذي نجده في أي فرع آخر من فروع التمويل: بتدريس العقود والاستدلال الشرعي والنماذج الكمّية معًا، حتى يتمكّن الممارسون من بناء منتجات متوافقة مع الشريعة وسليمة في آنٍ واحد.',
    vision:
      'صناعة مالية تستند فيها الادعاءات الأخلاقية إلى أدلة شفافة، وتُقيَّم فيها المنتجات المالية الإسلامية بجوهرها لا بشكلها، ويمكن فيها شرح كل نموذج يسعّرها أو يقيس مخاطرها للعميل ولمجلس الإدارة وللجهة الرقابية.',
  },
  whyQuantEthic: {
    heading: 'لماذا QuantEthic',
    content: whyBlocks,
  },
  whoWeAre: {
    heading: 'من نحن',
    content: whoWeAreContent(),
    image: image(
      'about-who-we-are.svg',
      cover({
        title: 'A school and a practice',
        subtitle: 'Founded 2021 · Six specialists',
        motif: 'network',
      }),
      { alt: 'شبكة من العُقد المترابطة تمثّل فريق QuantEthic' },
    ),
    imagePosition: 'left',
  },
  founder,
  team: team([PEOPLE.amina, PEOPLE.daniel, PEOPLE.sara, PEOPLE.yusuf, PEOPLE.mei, PEOPLE.omar]),
  cta,
  metadata: { lastReviewed: '2025-01-14', version: '2.1' },
};

/** The 2023 edition: still a published document, but older, so the site must not show it. */
const edition2023 = {
  _id: 'aboutPage-2023',
  _type: 'aboutPage',
  _createdAt: '2023-03-01T09:00:00Z',
  _updatedAt: '2023-11-20T08:15:00Z',
  seo: {
    metaTitle: 'عن QuantEthic',
    metaDescription: 'دورات إلكترونية في التمويل الإسلامي والنمذجة الكمّية يقدّمها ممارسون.',
    noIndex: false,
  },
  hero: hero(
    'تعلّم التمويل الإسلامي بمنهجية صارمة',
    'about-hero-2023.svg',
    'Learn Islamic finance the rigorous way',
  ),
  missionVision: {
    mission: 'أن نُدرّس التمويل الإسلامي والنمذجة الكمّية معًا، بالصرامة التي يستحقّها كلٌّ منهما.',
    vision: 'ممارسون يفهمون العقود والنماذج التي تقوم عليها المنتجات المالية الإسلامية على حدّ سواء.',
  },
  whyQuantEthic: { heading: 'لماذا تتعلّم معنا', content: whyBlocks.slice(0, 3) },
  whoWeAre: {
    heading: 'من نحن',
    content: whoWeAreContent().slice(0, 2),
    imagePosition: 'right',
  },
  founder: { ...founder, heading: 'مؤسِّستنا' },
  team: team([PEOPLE.amina, PEOPLE.daniel, PEOPLE.sara, PEOPLE.yusuf, PEOPLE.mei, PEOPLE.omar]),
  cta: { ...cta, title: 'ابدأ التعلّم اليوم', buttonText: 'اتصل بنا' },
  metadata: { lastReviewed: '2023-11-15', version: '1.3' },
};

/** An unpublished edit in progress: newer than the published page, but a draft. */
const draft = {
  ...published,
  _id: 'drafts.aboutPage',
  _updatedAt: '2025-02-03T16:05:00Z',
  hero: { ...published.hero, heading: 'تمويل أخلاقي يمكنك قياسه (مسودة)' },
  metadata: { lastReviewed: '2025-02-03', version: '2.2' },
};

export const documents = withEnglishKeys(english, [published, edition2023, draft]);
