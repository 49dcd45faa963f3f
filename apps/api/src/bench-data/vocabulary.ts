/**
 * Built-in words for load-test recipes. The English side is a fallback for when the public-domain
 * recipe corpus (../shared) is not there; the Arabic side is always used, so Arabic full-text and
 * trigram indexes see real Arabic tokens. Titles, steps and descriptions are assembled from these
 * pieces with a seeded generator: grammatical Modern Standard Arabic, but not curated content.
 */

export interface ArabicNoun {
  /** With the article: الدجاج. */
  definite: string
  /** Without it, for an indefinite construct: شوربة عدس. */
  bare: string
}

const noun = (definite: string, bare = definite.replace(/^ال/, '')): ArabicNoun => ({ definite, bare })

// ─── English fallback corpus ────────────────────────────────────────────────

export const fallbackTitles = [
  'Lentil soup with cumin',
  'Roast chicken with lemon',
  'Baked aubergine with tomato',
  'Chickpea and spinach stew',
  'Herb omelette',
  'Garlic rice with peas',
  'Grilled fish with parsley',
  'Tomato and onion salad',
  'Spiced carrot soup',
  'Oat and banana pancakes',
  'Bulgur with roasted vegetables',
  'Beef and potato tray bake',
  'Yoghurt cucumber dip',
  'Date and walnut cake',
  'Mushroom pasta',
  'Stuffed peppers with rice',
  'Broad bean salad',
  'Cauliflower fritters',
  'Chicken and vegetable skewers',
  'Apple cinnamon crumble',
]

export const fallbackIngredientLines = [
  '1 cup red lentils, rinsed',
  '2 tbsp olive oil',
  '1 onion, finely chopped',
  '3 cloves garlic, crushed',
  '1 tsp ground cumin',
  '1 litre water',
  '1/2 lemon, juiced',
  '500 g chicken thighs',
  '2 medium potatoes, cubed',
  '1 can chopped tomatoes',
  '1 bunch parsley, chopped',
  '200 g plain yoghurt',
  '1 cucumber, grated',
  '2 eggs',
  '1 cup rice',
  '1/2 cup frozen peas',
  '2 tbsp butter',
  '1 tsp salt',
  '1/2 tsp black pepper',
  '1 aubergine, sliced',
  '400 g chickpeas, drained',
  '2 handful spinach',
  '1 cup bulgur',
  '2 carrots, diced',
  '250 g mushrooms, sliced',
  '300 g pasta',
  '100 g walnuts, chopped',
  '8 dates, pitted',
  '1 cup flour',
  '1 tsp baking powder',
  '1/2 cup sugar',
  '2 apples, peeled and sliced',
  '1 tsp ground cinnamon',
  '1 cauliflower, cut into florets',
  '1 red pepper, sliced',
  '2 fillet white fish',
  '1 pinch chilli flakes',
  '500 g minced beef',
  '1 cup milk',
  '2 ripe bananas, mashed',
]

export const fallbackSteps = [
  'Warm the oil in a heavy pot over medium heat.',
  'Cook the onion gently until soft and translucent, about eight minutes.',
  'Stir in the garlic and spices and cook for one minute more.',
  'Add the remaining vegetables and enough water to cover them.',
  'Bring to a boil, then lower the heat and simmer until everything is tender.',
  'Season with salt and pepper and taste again before serving.',
  'Heat the oven to 200 °C and line a tray with baking paper.',
  'Toss the vegetables with oil and spread them out in one layer.',
  'Roast for twenty-five minutes, turning once halfway through.',
  'Whisk the eggs with a pinch of salt until smooth.',
  'Mix the dry ingredients in a large bowl.',
  'Fold in the wet ingredients without overmixing.',
  'Pour the batter into the tin and bake until a skewer comes out clean.',
  'Let it cool in the tin for ten minutes before turning it out.',
  'Rinse the rice until the water runs clear, then drain well.',
  'Cover the pot and cook on the lowest heat for fifteen minutes.',
  'Blend the soup until smooth, adding a little water if it is too thick.',
  'Squeeze over the lemon juice and scatter the herbs on top.',
  'Grill the skewers, turning often, until nicely charred.',
  'Serve warm with bread and a simple salad.',
]

export const fallbackDescriptions = [
  'A simple dish for busy evenings that still tastes of home.',
  'Pantry staples come together here into something warm and filling.',
  'This keeps well in the fridge, so it is worth making a double batch.',
  'Bright, fresh and quick to put together.',
  'A family favourite that works for lunch as well as dinner.',
  'Gentle spices and slow cooking do most of the work.',
]

export const englishTitlePrefixes = [
  'Easy',
  'Classic',
  'Quick',
  'Weeknight',
  'Hearty',
  'Simple',
  'Homestyle',
  'Rustic',
]

export const englishDescriptionTails = [
  (minutes: number, servings: number) => `Ready in about ${minutes} minutes and serves ${servings}.`,
  (minutes: number) => `It takes roughly ${minutes} minutes from start to finish.`,
  (_minutes: number, servings: number) => `Makes enough for ${servings}, with leftovers if you are lucky.`,
]

// ─── Arabic vocabulary ──────────────────────────────────────────────────────

export const arabicSavouryDishes = [
  'شوربة',
  'سلطة',
  'طاجن',
  'كبسة',
  'مقلوبة',
  'فتة',
  'صينية',
  'يخنة',
  'فطيرة',
  'محشي',
  'كفتة',
  'برياني',
  'مرق',
  'عجة',
  'معكرونة',
]

export const arabicSavouryNouns: ArabicNoun[] = [
  noun('العدس'),
  noun('الدجاج'),
  noun('اللحم'),
  noun('السمك'),
  noun('الباذنجان'),
  noun('الكوسا'),
  noun('الحمص'),
  noun('الفول'),
  noun('البطاطا'),
  noun('الطماطم'),
  noun('السبانخ'),
  noun('الجبن'),
  noun('الفريكة'),
  noun('البرغل'),
  noun('الجزر'),
  noun('القرنبيط'),
  noun('الفطر'),
  noun('الروبيان'),
  noun('البامية'),
  noun('الفاصولياء'),
  noun('الملفوف'),
  noun('البيض'),
  noun('الفلفل الأخضر', 'فلفل أخضر'),
  noun('الخضار المشكلة', 'خضار مشكلة'),
]

export const arabicSavouryStyles = [
  'بالليمون والثوم',
  'بزيت الزيتون',
  'بالكمون',
  'على الطريقة الشامية',
  'على الطريقة المغربية',
  'على الطريقة المصرية',
  'على الطريقة العراقية',
  'على طريقة البيت',
  'مع الأرز الأبيض',
  'بالطحينة',
  'باللبن',
  'بالبهارات السبع',
  'بالأعشاب الطازجة',
  'بدبس الرمان',
  'بالكزبرة والثوم',
]

export const arabicSweetDishes = ['كعكة', 'فطيرة', 'عصير', 'سلطة', 'مربى', 'خبز', 'بسبوسة', 'مهلبية']

export const arabicSweetNouns: ArabicNoun[] = [
  noun('التمر'),
  noun('الموز'),
  noun('التفاح'),
  noun('البرتقال'),
  noun('الفراولة'),
  noun('الجزر'),
  noun('الشوكولاتة'),
  noun('القرع'),
  noun('المشمش'),
  noun('التين'),
  noun('جوز الهند', 'جوز الهند'),
  noun('الفواكه'),
]

export const arabicSweetStyles = [
  'بالقرفة',
  'بالهيل',
  'بماء الورد',
  'بالفستق الحلبي',
  'بالعسل',
  'بالسمسم',
  'بالزبدة',
]

/** Sentences about a dish ("الطبق" is masculine, so the verbs are too). */
export const arabicDescriptionSentences = [
  'طبق سهل التحضير يناسب أيام الأسبوع المزدحمة.',
  'يقدَّم ساخنًا مع الخبز العربي.',
  'مناسب لوجبة عائلية في نهاية الأسبوع.',
  'يمكن تحضيره مسبقًا وحفظه في الثلاجة يومين.',
  'غني بالبروتين والألياف ومشبع في الوقت نفسه.',
  'وصفة خفيفة تعتمد على مكونات متوفرة في كل مطبخ.',
  'من الأطباق التي يحبها الصغار والكبار.',
  'يكتسب نكهة أعمق إذا ترك ليرتاح قليلًا قبل التقديم.',
]

export const arabicDescriptionTails = [
  (minutes: number, servings: number) => `مدة التحضير ${minutes} دقيقة، وعدد الحصص ${servings}.`,
  (minutes: number) => `يجهز خلال ${minutes} دقيقة تقريبًا.`,
  (_minutes: number, servings: number) => `الكمية تكفي العائلة، وعدد الحصص ${servings}.`,
]

/** Steps with `{a}` and `{b}` for ingredients (definite) and `{n}` for a number of minutes (3 to 10). */
export const arabicStepTemplates = [
  'اغسل {a} جيدًا بالماء البارد.',
  'سخّن زيت الزيتون في وعاء طهي واسع على نار متوسطة.',
  'أضف {a} وقلّب لمدة {n} دقائق.',
  'قطّع {a} قطعًا صغيرة متساوية.',
  'اخلط {a} مع {b} في وعاء كبير.',
  'تبّل {a} بالملح والفلفل الأسود.',
  'اطهُ المزيج على نار هادئة حتى ينضج تمامًا.',
  'أدخل الصينية إلى الفرن المسخّن مسبقًا على حرارة مئتي درجة.',
  'اترك الطبق ليرتاح بضع دقائق قبل التقديم.',
  'زيّن الطبق بالبقدونس المفروم وقدّمه ساخنًا.',
  'اسلق {a} في ماء مملح حتى تمام النضج.',
  'أضف {a} إلى الوعاء مع كوب من الماء وانتظر حتى الغليان.',
  'حمّر {a} في مقلاة حتى الاحمرار.',
  'اهرس {a} بالشوكة جيدًا.',
  'رشّ {a} على الوجه قبل التقديم.',
  'صبّ الخليط في طبق التقديم.',
  'ذُق الطعام واضبط الملح حسب الرغبة.',
  'غطِّ الوعاء واتركه على نار هادئة لمدة {n} دقائق.',
]

export const arabicNotes = ['حسب الرغبة', 'للتزيين', 'للتقديم', 'حسب الذوق', 'بدرجة حرارة الغرفة', 'اختياري']

// ─── People ─────────────────────────────────────────────────────────────────

export const firstNames: [en: string, ar: string][] = [
  ['Ahmad', 'أحمد'],
  ['Layla', 'ليلى'],
  ['Omar', 'عمر'],
  ['Mariam', 'مريم'],
  ['Yusuf', 'يوسف'],
  ['Huda', 'هدى'],
  ['Khalid', 'خالد'],
  ['Salma', 'سلمى'],
  ['Tariq', 'طارق'],
  ['Noura', 'نورة'],
  ['Sami', 'سامي'],
  ['Rana', 'رنا'],
  ['Ziad', 'زياد'],
  ['Dina', 'دينا'],
  ['Karim', 'كريم'],
  ['Amal', 'أمل'],
  ['Faris', 'فارس'],
  ['Lina', 'لينا'],
  ['Hassan', 'حسن'],
  ['Yasmin', 'ياسمين'],
]

export const lastNames: [en: string, ar: string][] = [
  ['Haddad', 'حداد'],
  ['Khoury', 'خوري'],
  ['Mansour', 'منصور'],
  ['Saleh', 'صالح'],
  ['Nasser', 'ناصر'],
  ['Farouk', 'فاروق'],
  ['Hamdan', 'حمدان'],
  ['Aziz', 'عزيز'],
  ['Qasim', 'قاسم'],
  ['Abdallah', 'عبد الله'],
  ['Sabbagh', 'صباغ'],
  ['Tamimi', 'التميمي'],
  ['Bakri', 'البكري'],
  ['Jaber', 'جابر'],
  ['Idrisi', 'الإدريسي'],
  ['Shami', 'الشامي'],
]
