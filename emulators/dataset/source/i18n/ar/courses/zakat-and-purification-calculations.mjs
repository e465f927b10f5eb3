// Arabic edition of courses/zakat-and-purification-calculations.mjs: the same documents, ids,
// `_key`s, numbers, URLs, code and asset references, with the human-readable text translated.
// `_key`s are derived from the English titles and questions, so each translated item keeps the
// English key. The cover image and the PDF worksheet are shared with the English course, which
// registers them (the PDF writer only handles Latin text, and one asset file name holds one content).
import '../../../courses/zakat-and-purification-calculations.mjs';
import {
  courseModules,
  legacyQuiz,
  lesson,
  moduleQuiz,
  question,
  reading,
  snippet,
  subLesson,
  webLink,
} from '../../../courses/helpers.mjs';
import { key, ref } from '../../../kit.mjs';
import { PEOPLE } from '../../../people.mjs';

const slug = 'zakat-and-purification-calculations';
const createdAt = '2025-01-20T09:00:00Z';

/** The translated item with the `_key` of its English original. */
const keep = (_key, item) => ({ ...item, _key });

/** The English course's PDF worksheet `name`, with a translated title. */
const sharedWorksheet = (name, title) => ({
  _key: key('material', name),
  _type: 'file',
  _sanityAsset: `file@file://./files/course-${name}`,
  title,
});

const AAOIFI_SS35 = keep(
  '69b7009e62c7',
  reading(
    'معيار AAOIFI الشرعي رقم (35): الزكاة',
    'https://aaoifi.com/',
    'الأموال الزكوية، والمطلوبات التي تُحسم منها، وزكاة الأسهم، وطريقة صافي الأصول في زكاة الشركات.',
  ),
);

const modules = courseModules(slug, createdAt, [
  {
    title: 'الزكاة الشخصية',
    description:
      'النصاب والحول ومقدار الواجب؛ والأموال التي تجب فيها الزكاة؛ وكيف تُعامَل الأسهم ومدخرات التقاعد والديون.',
    isFreePreview: true,
    estimatedDuration: 75,
    lessons: [
      keep(
        '4bfcf96bf8c4',
        lesson({
          title: 'الأموال الزكوية',
          description: 'شروط وجوب الزكاة، وحاسبة تطبّقها.',
          order: 1,
          estimatedDuration: 75,
          subLessons: [
            keep(
              '3cb4d2545803',
              subLesson({
                title: 'النصاب والحول ونسبة 2.5%',
                order: 1,
                duration: 18,
                description:
                  'تجب زكاة المال إذا بلغ صافي المال الزكوي النصاب وحال عليه حول قمري. والنصاب قيمة 85 غرامًا من الذهب أو 595 غرامًا من الفضة؛ ولأن الفضة أرخص بكثير، فإن نصاب الفضة يُدخل في وجوب الزكاة عددًا أكبر بكثير من الناس، وقد اختلف العلماء في أيهما يُعتمد: فكثيرون يرجّحون الفضة لأنها أنفع للفقراء، وآخرون يرجّحون الذهب لأنه أقرب إلى مقياس الغنى في عصرنا. ومقدار الواجب 2.5% من صافي المال الزكوي في تاريخ وجوب الزكاة. وإذا اعتمدت السنة الميلادية بدل السنة القمرية، فارفع النسبة إلى نحو 2.577% لتعويض الأيام الأحد عشر الزائدة.',
                videoUrl: 'https://www.youtube.com/watch?v=Zk2Wq8Er4Ty',
                codeSnippet: snippet('zakat_calculator.js'),
                codeLanguage: 'javascript',
                materials: [sharedWorksheet('personal-zakat-worksheet.pdf', 'ورقة عمل الزكاة الشخصية')],
                furtherReadings: [
                  AAOIFI_SS35,
                  keep(
                    'e4c354a7df73',
                    reading(
                      'الزكاة (ويكيبيديا الإنجليزية)',
                      'https://en.wikipedia.org/wiki/Zakat',
                      'شروط الزكاة ومصارفها وتاريخها.',
                    ),
                  ),
                ],
              }),
            ),
            keep(
              'bf7326890cbd',
              subLesson({
                title: 'الأسهم ومدخرات التقاعد والديون',
                order: 2,
                duration: 16,
                description:
                  'الأسهم المقتناة بقصد المتاجرة عروضُ تجارة، فتُزكّى بكامل قيمتها السوقية. أما الأسهم المقتناة للحصول على أرباحها الموزعة وللنمو طويل الأجل، فتجب الزكاة في حصة المستثمر من الأصول الزكوية للشركة، كما يقرر معيار AAOIFI الشرعي رقم (35)، ما لم تُخرج الشركة الزكاة بنفسها. وأموال صناديق التقاعد التي لا تستطيع التصرف فيها لا تجب فيها الزكاة عمومًا حتى تتمكن من ذلك؛ أما حسابات التقاعد ذات الاشتراكات المحددة التي يمكنك السحب منها، فيعاملها كثير من العلماء معاملة سائر الاستثمارات. ولا تُنقِص الديونُ المالَ الزكوي إلا بقدر ما حلّ أداؤه منها الآن؛ وفي الرهن العقاري أو التمويل السكني الإسلامي طويل الأجل، يرى كثيرون أن تُحسم أقساط السنة القادمة فقط.',
                videoUrl: 'https://youtu.be/Ex8Gn1Ob5Rc',
                materials: [
                  webLink(
                    'المؤسسة الوطنية للزكاة في المملكة المتحدة (National Zakat Foundation): إرشادات الزكاة',
                    'https://nzf.org.uk/',
                  ),
                ],
              }),
            ),
          ],
        }),
      ),
    ],
    moduleQuiz: moduleQuiz({
      title: 'اختبار الزكاة الشخصية',
      description: 'ثلاثة أسئلة.',
      passingScore: 70,
      timeLimit: 8,
      questions: [
        keep(
          '42b09c5e6606',
          question(
            'صافي المال الزكوي 20,000، وهو يزيد على النصاب، وقد حال عليه حول قمري كامل. كم مقدار الزكاة الواجبة؟',
            ['200', '500', '2,000', '250'],
            1,
            '2.5% × 20,000 = 500.',
          ),
        ),
        keep(
          '59ce998f9f17',
          question(
            'لماذا يُدخل نصاب الفضة في وجوب الزكاة عددًا من الناس أكبر مما يُدخله نصاب الذهب؟',
            [
              'لأن الفضة أثقل وزنًا',
              'لأن قيمة 595 غرامًا من الفضة أقل بكثير من قيمة 85 غرامًا من الذهب بأسعار اليوم',
              'لأن الفضة لا تجب فيها الزكاة',
              'هذا غير صحيح',
            ],
            1,
            'بحسب الأسعار الأخيرة، يقل نصاب الفضة عن عُشر نصاب الذهب.',
          ),
        ),
        keep(
          '535f881d1c60',
          question(
            'تملك أسهمًا في شركة لا تُخرج الزكاة، وتحتفظ بها على المدى الطويل للحصول على أرباحها الموزعة. ما الذي تجب فيه الزكاة؟',
            [
              'لا شيء',
              'كامل قيمتها السوقية',
              'حصتك من الأصول الزكوية للشركة',
              'الأرباح الموزعة المقبوضة فقط',
            ],
            2,
            'يعامل معيار AAOIFI الشرعي رقم (35) الأسهم المقتناة للاستثمار طويل الأجل بالنظر إلى الأصول الزكوية للشركة.',
          ),
        ),
      ],
    }),
  },
  {
    title: 'تطهير دخل الاستثمار',
    description:
      'لماذا تحتاج المحافظ المنقّاة شرعيًا إلى التطهير مع ذلك، وطريقتا الحساب، وتطبيق التطهير على نطاق واسع بلغة SQL.',
    estimatedDuration: 70,
    lessons: [
      keep(
        '26e49596900d',
        lesson({
          title: 'التطهير',
          description: 'حساب الجزء غير المباح من دخل الاستثمار وصرفه.',
          order: 1,
          estimatedDuration: 70,
          subLessons: [
            keep(
              '7be68709e790',
              subLesson({
                title: 'تطهير توزيعات الأرباح بلغة SQL',
                order: 1,
                duration: 20,
                description:
                  'قد تكسب الشركات التي تجتاز معايير الفحص الشرعي مبالغ يسيرة من دخل غير مباح، هي في الغالب فوائد على أرصدتها النقدية، فيتخلص المستثمرون من هذه الحصة بصرفها في وجوه الخير. وهناك طريقتان شائعتان: طريقة التوزيعات، التي تعتمدها صناديق كثيرة، وفيها يُضرب كل توزيع مقبوض في نسبة الدخل غير المباح إلى إجمالي إيرادات الشركة؛ وطريقة الأرباح الواردة في معيار AAOIFI الشرعي رقم (21)، وتُطبَّق على من يملك الأسهم في نهاية الفترة المالية للشركة: نصيب السهم من الدخل غير المباح × عدد الأسهم المملوكة، سواء وُزِّع ذلك الدخل أم لم يوزَّع. ويطبّق الاستعلام طريقة التوزيعات على محفظة كاملة دفعة واحدة.',
                videoUrl: 'https://www.youtube.com/watch?v=Pq6Rs1Tu4Vw',
                codeSnippet: snippet('purification.sql'),
                codeLanguage: 'sql',
                furtherReadings: [
                  keep(
                    'e59fbe89cd7d',
                    reading(
                      'معيار AAOIFI الشرعي رقم (21): الأوراق المالية (الأسهم والسندات)',
                      'https://aaoifi.com/',
                      'نسب الفحص الشرعي وتطهير الدخل غير المباح.',
                    ),
                  ),
                ],
              }),
            ),
            keep(
              'cb5a7b47a6a8',
              subLesson({
                title: 'الأرباح الرأسمالية وتوقيت التطهير وصرف مبالغه',
                order: 2,
                duration: 15,
                description:
                  'لا يشترط أكثر العلماء تطهير الأرباح الرأسمالية المتحققة من الأسهم المنقّاة شرعيًا، لأن السعر يعكس أصولًا وأنشطة مباحة؛ ويرى قلة منهم استحباب تطهير نسبة منها. ومال التطهير ليس زكاةً ولا صدقةً من المستثمر، بل يجب التخلص منه كاملًا دون أن ينتفع به المستثمر بأي وجه، كالخصم الضريبي متى أمكن تجنّبه، ولا يجوز أن يُنفَق في مصاريفه الخاصة. وينبغي للصناديق أن تحسبه في كل فترة توزيع، وأن تُفصح عنه، وأن تدفعه إلى جهات خيرية معتمدة.',
                videoUrl: 'https://www.youtube.com/watch?v=Cv5Bn8Mm1Qa',
                quizzes: [
                  keep(
                    '640b60fbac32',
                    legacyQuiz('تحقّق من فهمك: التطهير', 'سؤالان سريعان.', [
                      keep(
                        '538feb44412f',
                        question(
                          'قبضتَ 1,000 من توزيعات الأرباح من شركة يبلغ دخلها غير المباح 3% من إيراداتها. كم تطهّر وفق طريقة التوزيعات؟',
                          ['3', '30', '300', 'لا شيء، فالشركة اجتازت الفحص الشرعي'],
                          1,
                          '1,000 × 3% = 30؛ واجتياز الفحص الشرعي لا يُسقط الحاجة إلى التطهير.',
                        ),
                      ),
                      keep(
                        '71f57e2ae93c',
                        question(
                          'هل يجوز أن تحتسب مال التطهير من زكاتك؟',
                          ['نعم', 'لا، فهو ليس مالك حتى تعطيه؛ بل يجب التخلص منه على حدة'],
                          1,
                          'الدخل غير المباح لم يدخل قطّ في ملك المستثمر شرعًا، فلا تبرأ به ذمته من الزكاة.',
                        ),
                      ),
                    ]),
                  ),
                ],
              }),
            ),
          ],
        }),
      ),
    ],
    moduleQuiz: moduleQuiz({
      title: 'اختبار التطهير',
      description: 'سؤالان.',
      passingScore: 70,
      timeLimit: 5,
      questions: [
        keep(
          '1cf1a6ea93d6',
          question(
            'ما الذي يحدد مقدار التطهير وفق طريقة الأرباح في معيار AAOIFI؟',
            [
              'توزيعات الأرباح المقبوضة × نسبة الدخل غير المباح',
              'نصيب السهم من الدخل غير المباح × عدد الأسهم المملوكة في نهاية الفترة المالية للشركة',
              'الأرباح الرأسمالية × 2.5%',
              'القيمة السوقية × 5%',
            ],
            1,
            'تبني AAOIFI التطهير على الدخل غير المباح المنسوب إلى الأسهم، سواء وُزِّع أم لم يوزَّع.',
          ),
        ),
        keep(
          '985293923085',
          question(
            'لماذا تطهّر الصناديق المنقّاة شرعيًا دخلها مع ذلك؟',
            [
              'لأن معايير الفحص تتسامح مع حصة يسيرة من الدخل غير المباح، كالفوائد على النقد',
              'لأن الزكاة تقتضي ذلك',
              'لأن التطهير يرفع العوائد',
              'لا حاجة بها إلى ذلك',
            ],
            0,
            'يتسامح حدّ الـ5% من الدخل مع الدخل غير المباح اليسير، لكنه يشترط التخلص منه.',
          ),
        ),
      ],
    }),
  },
]);

// No `level` and no `duration`, as in the English course. The document is written out rather than
// built with courseDocument(), which would generate a second cover under the English file name.
const title = 'حسابات الزكاة وتطهير الأرباح';
export const documents = [
  {
    _id: `course-${slug}`,
    _type: 'course',
    _createdAt: createdAt,
    _updatedAt: createdAt,
    title,
    slug: { _type: 'slug', current: slug },
    description:
      'احسب زكاتك الشخصية حسابًا صحيحًا (النصاب، والحول، والأسهم، والديون)، وطهّر دخل الاستثمار في المحافظ المنقّاة شرعيًا، باستخدام حاسبة بلغة JavaScript واستعلام SQL.',
    overview:
      'الزكاة ركن من أركان الإسلام، ومع ذلك يلتبس حسابها على كثير من الناس بمجرد أن تشمل أموالهم أسهمًا أو مدخرات تقاعدية أو تمويلًا سكنيًا. ويواجه المستثمرون في الصناديق المنقّاة شرعيًا سؤالًا ثانيًا: ما القدر الذي يجب تطهيره من دخلهم، وكيف يُطهَّر؟\n\nتشرح هذه الدورة، التي تتقدم فيها بالسرعة التي تناسبك، شروط وجوب الزكاة وحكم كل نوع من الأصول والديون، مع ورقة عمل وحاسبة يمكنك تكييفهما بحسب حالتك. ثم تتناول طريقتَي التطهير، وتطبّق تطهير توزيعات الأرباح على محفظة كاملة بلغة SQL.\n\nوحيث يختلف العلماء، تعرض الدورة الآراء الرئيسية وأدلتها بدل أن تختار عنك. وهي مناسبة للأفراد والمخططين الماليين وفرق العمليات في صناديق الاستثمار.',
    category: 'التمويل الإسلامي',
    isFeatured: false,
    videoUrl: 'https://m.youtube.com/watch?v=Zt5Nc1YqB7e',
    thumbnail: {
      _type: 'image',
      _sanityAsset: `image@file://./images/course-${slug}.svg`,
      alt: `غلاف الدورة: ${title}`,
    },
    modules: modules.map((module) => ({ ...ref(module._id), _key: key('module', module._id) })),
    instructor: ref(PEOPLE.omar),
  },
  ...modules,
];
