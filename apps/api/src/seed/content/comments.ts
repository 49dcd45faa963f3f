import type { DemoComment, DemoReply } from './types'

type Extra = Pick<DemoReply, 'likedBy' | 'replies'>

/** One comment or reply: who wrote it, how many days ago, and the same text in English and Arabic. */
function say(author: string, daysAgo: number, en: string, ar: string, extra: Extra = {}): DemoReply {
  return { author, daysAgo, content: { en, ar }, ...extra }
}

function on(recipe: string, ...thread: DemoReply[]): DemoComment[] {
  return thread.map((comment) => ({ recipe, ...comment }))
}

/** The conversation under the demo recipes: questions, tips, small stories and the author's replies. */
export const comments: DemoComment[] = [
  ...on(
    'classic-hummus',
    say(
      'omar.farouk',
      1,
      'Peeling the chickpeas felt silly until I tasted the result. The smoothest hummus I have ever made at home.',
      'شعرت أن تقشير الحمص مبالغة حتى تذوقت النتيجة. أنعم حمص حضّرته في البيت على الإطلاق.',
      {
        likedBy: ['salma.haddad', 'layla.bakes', 'ali.student'],
        replies: [
          say(
            'salma.haddad',
            1,
            'Told you! The iced water is the other half of the secret.',
            'ألم أقل لك؟ الماء المثلج هو النصف الآخر من السر.',
            {
              replies: [
                say(
                  'omar.farouk',
                  0,
                  'Noted. The next batch goes to my mother for the final verdict.',
                  'سجّلت ملاحظتك. الدفعة القادمة سأرسلها إلى أمي لتصدر الحكم النهائي.',
                ),
              ],
            },
          ),
        ],
      },
    ),
    say(
      'ali.student',
      1,
      'Can I skip the baking soda if I don’t have any?',
      'هل يمكنني الاستغناء عن بيكربونات الصودا إن لم تكن عندي؟',
      {
        replies: [
          say(
            'salma.haddad',
            1,
            'Yes, just simmer the chickpeas 10 minutes longer. It will still be lovely.',
            'نعم، فقط اسلق الحمص 10 دقائق إضافية، وستكون النتيجة رائعة أيضًا.',
            { likedBy: ['ali.student'] },
          ),
        ],
      },
    ),
    say(
      'hana.nutrition',
      0,
      'A great snack: tahini and chickpeas together give a really good balance of protein and healthy fats.',
      'وجبة خفيفة ممتازة: الطحينة مع الحمص يمنحان توازنًا جيدًا جدًا بين البروتين والدهون الصحية.',
    ),
  ),
  ...on(
    'tabbouleh',
    say(
      'rania.plants',
      14,
      'Finally someone who makes it the right way: green, not a bulgur salad with a few leaves in it!',
      'أخيرًا أحد يحضّرها بالطريقة الصحيحة: خضراء، وليست سلطة برغل فيها بعض الأوراق!',
      { likedBy: ['salma.haddad', 'dina.mansour'] },
    ),
    say(
      'sami.travels',
      12,
      'I tried it with a food processor once. Never again. The knife makes all the difference.',
      'جرّبتها مرة بمحضّرة الطعام ولن أكررها أبدًا. السكين تصنع الفرق كله.',
      {
        replies: [
          say(
            'salma.haddad',
            12,
            'We have all made that mistake at least once.',
            'كلنا ارتكبنا هذا الخطأ مرة واحدة على الأقل.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'fattoush',
    say(
      'dina.mansour',
      8,
      'My kids ate the salad just for the crunchy bread. I will take it as a win.',
      'أكل أطفالي السلطة من أجل الخبز المقرمش فقط، وسأعتبر ذلك انتصارًا.',
      {
        replies: [
          say(
            'rania.plants',
            7,
            'I am quite sure that is exactly why fattoush was invented.',
            'أنا متأكدة أن الفتوش اختُرع لهذا السبب بالضبط.',
            { likedBy: ['dina.mansour'] },
          ),
        ],
      },
    ),
    say(
      'hana.nutrition',
      6,
      'Baking the bread instead of frying it keeps the whole dish much lighter. Smart choice.',
      'خَبز الخبز في الفرن بدل قليه يجعل الطبق كله أخف بكثير. اختيار ذكي.',
    ),
  ),
  ...on(
    'mujaddara',
    say(
      'ali.student',
      28,
      'Cheap, filling, and those onions are addictive. This is in my weekly rotation now.',
      'رخيصة ومشبعة، وذلك البصل يسبب الإدمان. صارت من وجباتي الأسبوعية الثابتة.',
      { likedBy: ['rania.plants', 'hana.nutrition'] },
    ),
    say(
      'mariam.osman',
      25,
      'We make something similar in Sudan with rice and lentils. I will try your onion method.',
      'نحضّر في السودان طبقًا قريبًا منها بالأرز والعدس، وسأجرّب طريقتك في البصل.',
      {
        replies: [
          say(
            'rania.plants',
            24,
            'I would love to see the Sudanese version! Please post it.',
            'أحب أن أرى النسخة السودانية، انشريها من فضلك!',
            {
              replies: [
                say(
                  'mariam.osman',
                  23,
                  'Deal. Give me a week to write it down properly.',
                  'اتفقنا، أمهليني أسبوعًا لأكتبها كما يجب.',
                ),
              ],
            },
          ),
        ],
      },
    ),
  ),
  ...on(
    'maqluba',
    say(
      'salma.haddad',
      5,
      'The flip is always the scariest moment of my week. Yours came out perfectly.',
      'لحظة القلب هي الأكثر رعبًا في أسبوعي دائمًا، ومقلوبتك خرجت مثالية.',
      {
        likedBy: ['dina.mansour', 'layla.bakes', 'noura.eats'],
        replies: [
          say(
            'dina.mansour',
            5,
            'Ten minutes of rest before flipping is the trick. Patience, patience!',
            'السر في ترك القدر عشر دقائق قبل القلب. الصبر ثم الصبر!',
          ),
        ],
      },
    ),
    say(
      'noura.eats',
      4,
      'I added a pinch of saffron to the stock and it was beautiful. Thank you for the video!',
      'أضفت رشة زعفران إلى المرق وكانت النتيجة جميلة. شكرًا على الفيديو!',
    ),
    say(
      'karim.grills',
      3,
      'We make it with lamb in Iraq, but this chicken version is lighter and just as good.',
      'نحضّرها في العراق باللحم، لكن هذه النسخة بالدجاج أخف ولا تقل لذة.',
      {
        replies: [
          say(
            'dina.mansour',
            3,
            'Lamb for the holidays, chicken for weekdays. That is the rule in our house.',
            'اللحم للأعياد والدجاج للأيام العادية، هذه هي القاعدة في بيتنا.',
            { likedBy: ['karim.grills'] },
          ),
        ],
      },
    ),
  ),
  ...on(
    'musakhan',
    say(
      'rania.plants',
      38,
      'The smell of sumac onions takes me straight back to the olive harvest.',
      'رائحة البصل بالسماق تعيدني مباشرة إلى موسم قطاف الزيتون.',
      { likedBy: ['dina.mansour', 'salma.haddad'] },
    ),
    say(
      'sami.travels',
      33,
      'I used large tortillas instead of taboon bread. Not traditional, but it worked.',
      'استخدمت خبز التورتيا الكبير بدل خبز الطابون. ليس تقليديًا لكنه نجح.',
      {
        replies: [
          say(
            'dina.mansour',
            33,
            'Whatever bread you have is the right bread! Just be generous with the oil.',
            'أي خبز عندك هو الخبز المناسب! المهم أن تكون كريمًا بالزيت.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'manakish-zaatar',
    say(
      'layla.bakes',
      0,
      'Those little dimples hold the za’atar so well. Lovely dough.',
      'الحفر الصغيرة على السطح تمسك الزعتر بشكل رائع. عجينة جميلة.',
    ),
    say(
      'ali.student',
      0,
      'Does it work in a normal home oven? Mine only goes up to 230°C.',
      'هل تنجح في فرن البيت العادي؟ فرني يصل إلى 230 درجة مئوية فقط.',
      {
        replies: [
          say(
            'salma.haddad',
            0,
            'Yes, just bake them a couple of minutes longer on a tray you have heated in the oven.',
            'نعم، فقط اخبزها دقيقتين إضافيتين على صينية سخّنتها في الفرن مسبقًا.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'fatteh-hummus',
    say(
      'omar.farouk',
      45,
      'Fatteh for breakfast is a dangerous idea. I needed a nap right after.',
      'الفتة على الفطور فكرة خطيرة، احتجت إلى قيلولة بعدها مباشرة.',
      {
        likedBy: ['salma.haddad', 'ali.student'],
        replies: [
          say('salma.haddad', 45, 'That is how you know it was made right.', 'هكذا تعرف أنها حُضّرت كما يجب.'),
        ],
      },
    ),
  ),
  ...on(
    'kibbeh-bil-sanieh',
    say(
      'karim.grills',
      60,
      'What a perfect shell. Mine always cracks. Is the iced water the secret?',
      'يا له من غلاف مثالي! غلافي يتشقق دائمًا. هل الماء المثلج هو السر؟',
      {
        replies: [
          say(
            'salma.haddad',
            59,
            'The iced water and a long knead. Keep your hands wet the whole time.',
            'الماء المثلج والعجن الطويل، وأبقِ يديك مبللتين طوال الوقت.',
            {
              replies: [
                say(
                  'karim.grills',
                  55,
                  'Tried again this weekend and it held together. Thank you, Salma!',
                  'جرّبتها مجددًا في نهاية الأسبوع وتماسك الغلاف. شكرًا يا سلمى!',
                  { likedBy: ['salma.haddad'] },
                ),
              ],
            },
          ),
        ],
      },
    ),
  ),
  ...on(
    'red-lentil-soup',
    say(
      'mariam.osman',
      18,
      'Comfort in a bowl. I added a squeeze of lime and a little chilli.',
      'دفء في وعاء. أضفت عصرة ليمون أخضر وقليلًا من الشطة.',
    ),
    say(
      'dina.mansour',
      15,
      'My youngest, who hates vegetables, asked for seconds. You have no idea what this means to me!',
      'ابني الصغير الذي يكره الخضار طلب صحنًا ثانيًا. لا تعرفين ماذا يعني لي هذا!',
      {
        likedBy: ['hana.nutrition', 'salma.haddad', 'rania.plants'],
        replies: [
          say(
            'hana.nutrition',
            15,
            'Blending hides the carrot and potato perfectly. Our little secret.',
            'الخلط يخفي الجزر والبطاطس تمامًا، إنه سرّنا الصغير.',
          ),
        ],
      },
    ),
    say(
      'ali.student',
      10,
      'Made a big pot for the whole week and it cost me almost nothing.',
      'حضّرت قدرًا كبيرًا للأسبوع كله، ولم يكلفني شيئًا تقريبًا.',
    ),
  ),
  ...on(
    'mutabbal',
    say(
      'salma.haddad',
      25,
      'Draining the eggplant is such an important step, and most recipes skip it.',
      'تصفية الباذنجان خطوة مهمة جدًا، ومعظم الوصفات تتجاهلها.',
    ),
    say(
      'amira.trabelsi',
      20,
      'I charred mine on the barbecue. The smoky flavour was incredible.',
      'شويت الباذنجان على الفحم، وكانت نكهة الدخان مذهلة.',
      {
        replies: [
          say('rania.plants', 20, 'Charcoal is the best way. Lucky you!', 'الفحم هو أفضل طريقة، يا لحظّك!'),
        ],
      },
    ),
  ),
  ...on(
    'muhammara',
    say(
      'sami.travels',
      70,
      'I served this at a dinner with friends and people asked for the recipe all evening.',
      'قدّمتها في عشاء مع الأصدقاء، وظل الجميع يسألون عن الوصفة طوال السهرة.',
      { likedBy: ['rania.plants'] },
    ),
    say(
      'karim.grills',
      65,
      'Great with grilled meat. I spread it inside kebab sandwiches.',
      'رائعة مع اللحم المشوي، أدهنها داخل سندويشات الكباب.',
    ),
  ),
  ...on(
    'warak-enab',
    say(
      'fatima.benali',
      85,
      'Rolling sixty of these is a kind of meditation. Very neat work, my daughter.',
      'لفّ ستين إصبعًا منها نوع من التأمل. عمل متقن جدًا يا ابنتي.',
      {
        likedBy: ['salma.haddad'],
        replies: [
          say(
            'salma.haddad',
            85,
            'Coming from you, Auntie Fatima, that means a lot!',
            'هذا الكلام منكِ يا خالتي فاطمة يعني لي الكثير!',
          ),
        ],
      },
    ),
    say(
      'dina.mansour',
      80,
      'The potato slices at the bottom are the best part. We fight over them.',
      'شرائح البطاطس في القاع أطيب جزء، ونتشاجر عليها في البيت.',
    ),
  ),
  ...on(
    'knafeh-nabulsieh',
    say(
      'salma.haddad',
      2,
      'That cheese pull in the video! I am making this for my sister’s engagement.',
      'يا لتمدد الجبنة في الفيديو! سأحضّرها لخطوبة أختي.',
      {
        likedBy: ['layla.bakes', 'dina.mansour'],
        replies: [
          say(
            'layla.bakes',
            2,
            'Congratulations! Soak the cheese well and it will be perfect.',
            'مبروك! انقعي الجبنة جيدًا وستكون مثالية.',
          ),
        ],
      },
    ),
    say(
      'noura.eats',
      2,
      'Could I use ready-made syrup? I never have the time.',
      'هل أستطيع استخدام قطر جاهز؟ ليس لدي وقت أبدًا.',
      {
        replies: [
          say(
            'layla.bakes',
            1,
            'Of course. Just make sure the syrup is cold and the knafeh is hot.',
            'طبعًا، فقط تأكدي أن القطر بارد والكنافة ساخنة.',
          ),
        ],
      },
    ),
    say('dina.mansour', 1, 'Nablus in my kitchen. Thank you, Layla.', 'نابلس في مطبخي. شكرًا يا ليلى.', {
      likedBy: ['layla.bakes'],
    }),
  ),
  ...on(
    'date-maamoul',
    say(
      'karim.grills',
      105,
      'The dough is so close to my mother’s kleicha. Same family of cookies!',
      'العجينة قريبة جدًا من كليجة أمي، إنها من عائلة الكعك نفسها!',
      {
        replies: [say('layla.bakes', 104, 'Eid cookies bring us all together.', 'كعك العيد يجمعنا جميعًا.')],
      },
    ),
    say(
      'fatima.benali',
      100,
      'Resting the semolina overnight is how my mother did it too.',
      'ترك السميد ليلة كاملة هو ما كانت تفعله أمي أيضًا.',
    ),
  ),
  ...on(
    'mint-lemonade',
    say(
      'noura.eats',
      10,
      'Summer in a glass. I added a few drops of orange blossom water.',
      'الصيف في كأس. أضفت بضع قطرات من ماء الزهر.',
    ),
    say(
      'hana.nutrition',
      9,
      'Lovely! For less sugar, try half the amount with a little honey.',
      'رائعة! لتقليل السكر جرّبي نصف الكمية مع قليل من العسل.',
      {
        replies: [
          say(
            'salma.haddad',
            9,
            'Good tip, I will try that next time.',
            'نصيحة جيدة، سأجرّبها في المرة القادمة.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'jallab',
    say(
      'mariam.osman',
      50,
      'I had never tried jallab before. It tastes of raisins and roses. Lovely.',
      'لم أجرّب الجلاب من قبل، طعمه مثل الزبيب والورد. جميل جدًا.',
    ),
  ),
  ...on(
    'chicken-shawarma-wraps',
    say(
      'ali.student',
      0,
      'Made these for my flatmates tonight. Gone in five minutes.',
      'حضّرتها الليلة لزملائي في السكن، واختفت في خمس دقائق.',
      {
        likedBy: ['karim.grills', 'omar.farouk'],
        replies: [
          say('karim.grills', 0, 'That is the only review that matters.', 'هذا هو التقييم الوحيد الذي يهم.'),
        ],
      },
    ),
    say(
      'omar.farouk',
      0,
      'I marinated it overnight and the flavour was much deeper. Worth the wait.',
      'تركت الدجاج في التتبيلة ليلة كاملة فصارت النكهة أعمق بكثير. يستحق الانتظار.',
    ),
  ),
  ...on(
    'koshari',
    say(
      'ali.student',
      3,
      'That is a lot of pots for one dish, but it is worth every single one.',
      'أوانٍ كثيرة لطبق واحد، لكنه يستحق كل واحدة منها.',
      {
        likedBy: ['omar.farouk'],
        replies: [
          say(
            'omar.farouk',
            3,
            'Ali breaking his one-pan rule? This must be a good recipe.',
            'علي يكسر قاعدة المقلاة الواحدة؟ لا بد أنها وصفة جيدة.',
            {
              likedBy: ['ali.student', 'salma.haddad'],
              replies: [
                say(
                  'ali.student',
                  2,
                  'Only for koshari. Do not tell anyone.',
                  'من أجل الكشري فقط، لا تخبر أحدًا.',
                ),
              ],
            },
          ),
        ],
      },
    ),
    say(
      'sami.travels',
      2,
      'This brings back memories of a tiny shop in downtown Cairo. The daqqa is everything.',
      'أعادت إليّ ذكريات محل صغير في وسط القاهرة. الدقّة هي كل شيء.',
    ),
    say(
      'hana.nutrition',
      1,
      'A complete plant-based meal: grains, lentils and chickpeas together. Love it.',
      'وجبة نباتية متكاملة: حبوب وعدس وحمص معًا. أحببتها.',
      { likedBy: ['omar.farouk', 'rania.plants'] },
    ),
  ),
  ...on(
    'ful-medames',
    say(
      'mariam.osman',
      16,
      'In Sudan we add white cheese and sesame oil to our ful. Try it sometime!',
      'في السودان نضيف الجبنة البيضاء وزيت السمسم إلى الفول. جرّبها مرة!',
      {
        likedBy: ['omar.farouk'],
        replies: [
          say(
            'omar.farouk',
            16,
            'Sesame oil on ful? Now I am curious. Trying it tomorrow morning.',
            'زيت سمسم على الفول؟ أثرتِ فضولي، سأجرّبها صباح الغد.',
            {
              replies: [
                say(
                  'omar.farouk',
                  15,
                  'Update: it was excellent. Thank you, Mariam!',
                  'تحديث: كان ممتازًا. شكرًا يا مريم!',
                  {
                    likedBy: ['mariam.osman'],
                  },
                ),
              ],
            },
          ),
        ],
      },
    ),
    say(
      'yousef.awadi',
      12,
      'We eat ful almost the same way in Yemen, only with more chilli.',
      'نأكل الفول في اليمن بالطريقة نفسها تقريبًا، لكن مع شطة أكثر.',
    ),
  ),
  ...on(
    'taameya',
    say(
      'rania.plants',
      30,
      'Fava bean falafel is so much greener and lighter than the chickpea kind. Team taameya!',
      'فلافل الفول أكثر خضرة وخفة من فلافل الحمص. أنا في فريق الطعمية!',
    ),
    say(
      'salma.haddad',
      29,
      'As a Lebanese I have to protest… but these do look amazing.',
      'بصفتي لبنانية يجب أن أعترض… لكنها تبدو مذهلة فعلًا.',
      {
        likedBy: ['omar.farouk', 'rania.plants', 'sami.travels'],
        replies: [
          say(
            'omar.farouk',
            29,
            'The falafel war ends at my table. Come over and try both.',
            'حرب الفلافل تنتهي على مائدتي، تعالي وجرّبي النوعين.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'molokhia-with-chicken',
    say(
      'noura.eats',
      50,
      'The loud hiss when the garlic goes in is my favourite sound in the kitchen.',
      'صوت التشويح حين يدخل الثوم هو صوتي المفضل في المطبخ.',
    ),
    say(
      'amira.trabelsi',
      47,
      'We cook molokhia completely differently in Tunisia: dried, dark and for hours! Fun to see this version.',
      'نطبخ الملوخية في تونس بطريقة مختلفة تمامًا: مجففة وداكنة ولساعات! من الممتع أن أرى هذه النسخة.',
      {
        replies: [
          say(
            'omar.farouk',
            46,
            'I have heard about the Tunisian one. Please share the recipe!',
            'سمعت عن الملوخية التونسية، شاركينا الوصفة من فضلك!',
          ),
        ],
      },
    ),
  ),
  ...on(
    'om-ali',
    say(
      'omar.farouk',
      23,
      'Om Ali by a Jordanian pastry chef. Egypt approves.',
      'أم علي بيد شيف حلويات أردنية. مصر توافق.',
      { likedBy: ['layla.bakes'] },
    ),
    say(
      'dina.mansour',
      20,
      'I used leftover croissants and it was heavenly.',
      'استخدمت الكرواسون المتبقي وكانت النتيجة رائعة.',
      {
        replies: [
          say(
            'layla.bakes',
            20,
            'Croissants are my favourite shortcut for this. Great idea.',
            'الكرواسون هو اختصاري المفضل لهذه الحلوى، فكرة رائعة.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'hawawshi',
    say(
      'omar.farouk',
      7,
      'Proper student food. Add a spoonful of tahini inside next time.',
      'أكل طلاب حقيقي. أضف ملعقة طحينة في الداخل المرة القادمة.',
      {
        replies: [
          say(
            'ali.student',
            6,
            'Did it and it was even better. Thanks, Omar.',
            'فعلتها وكانت أطيب. شكرًا يا عمر.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'vermicelli-rice',
    say(
      'mariam.osman',
      40,
      'Simple and perfect. The rice came out fluffy with every grain separate.',
      'بسيط ومثالي، خرج الأرز منفوشًا وحبّاته منفصلة.',
    ),
  ),
  ...on(
    'basbousa',
    say(
      'noura.eats',
      60,
      'No eggs and still so soft. I made it for a school bake sale and it sold out.',
      'بلا بيض ومع ذلك طرية جدًا. حضّرتها لسوق خيري في المدرسة ونفدت كلها.',
      { likedBy: ['layla.bakes', 'dina.mansour'] },
    ),
    say(
      'karim.grills',
      58,
      'The tahini on the tin is a brilliant touch.',
      'دهن الصينية بالطحينة لمسة عبقرية.',
    ),
  ),
  ...on(
    'karkade',
    say(
      'hana.nutrition',
      10,
      'Hibiscus is lovely for staying hydrated in the heat. I make mine with half the sugar.',
      'الكركديه رائع للترطيب في الحر، وأنا أحضّره بنصف كمية السكر.',
      {
        replies: [
          say(
            'mariam.osman',
            9,
            'Half the sugar works well too. The ginger keeps it interesting.',
            'نصف السكر مناسب أيضًا، والزنجبيل يحافظ على تميّز النكهة.',
          ),
        ],
      },
    ),
    say('omar.farouk', 8, 'Every Egyptian wedding starts with this drink.', 'كل عرس مصري يبدأ بهذا المشروب.'),
  ),
  ...on(
    'salatat-aswad',
    say(
      'rania.plants',
      55,
      'Peanut butter with eggplant? I was doubtful, and now I am a convert.',
      'زبدة الفول السوداني مع الباذنجان؟ كنت متشككة، والآن صرت من المعجبين.',
      { likedBy: ['mariam.osman'] },
    ),
  ),
  ...on(
    'gurasa',
    say(
      'yousef.awadi',
      90,
      'It looks a lot like our lahoh in Yemen, only thicker.',
      'تشبه كثيرًا اللحوح عندنا في اليمن، لكنها أسمك.',
      {
        replies: [say('mariam.osman', 89, 'Sisters across the Red Sea!', 'أخوات على ضفتي البحر الأحمر!')],
      },
    ),
  ),
  ...on(
    'bamia-stew',
    say(
      'karim.grills',
      35,
      'Iraqi bamia follows the same idea, with a little dried lime. Very close cousins.',
      'البامية العراقية بالفكرة نفسها مع قليل من اللومي. أقرباء مقرّبون جدًا.',
    ),
    say(
      'dina.mansour',
      30,
      'Shaking the pot instead of stirring really kept the okra whole. Thanks for that tip.',
      'هز القدر بدل التقليب أبقى البامية كاملة فعلًا. شكرًا على النصيحة.',
    ),
  ),
  ...on(
    'chicken-tagine-preserved-lemon',
    say(
      'amira.trabelsi',
      4,
      'Preserved lemon makes everything better. I always keep a jar in the fridge.',
      'الحامض المرقد يجعل كل شيء أطيب، عندي دائمًا مرطبان منه في الثلاجة.',
      { likedBy: ['fatima.benali'] },
    ),
    say(
      'sami.travels',
      3,
      'I made it in an ordinary pot and it was still wonderful. Thank you, Hajja Fatima.',
      'طبخته في قدر عادي وكان رائعًا مع ذلك. شكرًا يا حاجة فاطمة.',
      {
        replies: [
          say(
            'fatima.benali',
            3,
            'The pot does not matter, the patience does. Enjoy it, my son.',
            'القدر لا يهم، المهم هو الصبر. بالصحة والعافية يا ولدي.',
          ),
        ],
      },
    ),
    say('layla.bakes', 2, 'Fatima, please adopt me.', 'يا خالتي فاطمة، تبنّيني من فضلك.', {
      likedBy: ['fatima.benali', 'salma.haddad', 'noura.eats'],
      replies: [
        say(
          'fatima.benali',
          2,
          'Come to Fes, there is always a place for you at my table.',
          'تعالي إلى فاس، هناك دائمًا مكان لكِ على مائدتي.',
        ),
      ],
    }),
  ),
  ...on(
    'harira',
    say(
      'hana.nutrition',
      78,
      'A complete iftar in one bowl: protein, fibre and plenty of fluid.',
      'إفطار كامل في وعاء واحد: بروتين وألياف وسوائل وفيرة.',
    ),
    say(
      'noura.eats',
      70,
      'The flour and water at the end make it so silky. I learned something new.',
      'الطحين والماء في النهاية يجعلانها حريرية. تعلّمت شيئًا جديدًا.',
      {
        replies: [
          say(
            'fatima.benali',
            69,
            'That is why we call it harira: from silk!',
            'لهذا نسميها الحريرة: من الحرير!',
            {
              likedBy: ['noura.eats', 'amira.trabelsi'],
            },
          ),
        ],
      },
    ),
  ),
  ...on(
    'msemen',
    say(
      'layla.bakes',
      20,
      'The folding is explained so clearly. My very first batch came out flaky!',
      'طريقة الطي مشروحة بوضوح شديد، وخرجت أول دفعة عندي مورّقة!',
    ),
    say(
      'yousef.awadi',
      18,
      'Very close to our malawah, but square. Beautiful.',
      'قريب جدًا من الملوّح عندنا، لكنه مربع. جميل.',
    ),
  ),
  ...on(
    'moroccan-mint-tea',
    say(
      'sami.travels',
      12,
      'Rinsing the tea first changed everything. No more bitterness.',
      'غسل الشاي في البداية غيّر كل شيء، لم تعد هناك مرارة.',
    ),
    say(
      'noura.eats',
      11,
      'Pouring from high up is harder than it looks. My counter is soaked.',
      'السكب من علوّ أصعب مما يبدو، وسطح المطبخ عندي صار مبللًا.',
      {
        likedBy: ['fatima.benali', 'salma.haddad'],
        replies: [
          say(
            'fatima.benali',
            11,
            'Practise with water first. After a hundred glasses you will be an expert.',
            'تدرّبي بالماء أولًا، وبعد مئة كأس ستصبحين خبيرة.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'zaalouk',
    say(
      'rania.plants',
      60,
      'One of my favourite vegan dishes ever. So much flavour from so little.',
      'من أحبّ الأطباق النباتية إليّ. نكهة كبيرة من مكونات قليلة.',
    ),
  ),
  ...on(
    'seven-vegetable-couscous',
    say(
      'hana.nutrition',
      27,
      'So many vegetables in one dish. This is the kind of plate I recommend to my clients.',
      'كمية كبيرة من الخضار في طبق واحد، وهذا نوع الأطباق الذي أنصح به مراجعيّ.',
      { likedBy: ['fatima.benali'] },
    ),
    say(
      'amira.trabelsi',
      25,
      'In Tunisia we stir harissa into the broth. I hope you don’t mind, Hajja!',
      'في تونس نضيف الهريسة إلى المرق، أرجو ألا تمانعي يا حاجة!',
      {
        replies: [
          say(
            'fatima.benali',
            24,
            'Every house has its own couscous. Add whatever your heart desires.',
            'لكل بيت كسكسه، أضيفي ما يشتهيه قلبك.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'khobz',
    say(
      'salma.haddad',
      100,
      'The anise seeds give it such a lovely smell.',
      'حبة الحلاوة تمنحه رائحة جميلة جدًا.',
    ),
  ),
  ...on(
    'tunisian-shakshuka',
    say(
      'hana.nutrition',
      0,
      'A great protein-rich breakfast. I add a handful of spinach to mine.',
      'فطور رائع غني بالبروتين، وأنا أضيف حفنة من السبانخ إلى شكشوكتي.',
    ),
    say('omar.farouk', 0, 'Caraway is new to me. Is it essential?', 'الكروية جديدة عليّ، هل هي ضرورية؟', {
      replies: [
        say(
          'amira.trabelsi',
          0,
          'In Tunisia, yes! It gives that warm, slightly sweet note.',
          'في تونس نعم! فهي تمنح تلك النكهة الدافئة الحلوة قليلًا.',
        ),
      ],
    }),
  ),
  ...on(
    'lablabi',
    say(
      'sami.travels',
      40,
      'The best thing I ate in Tunis was a bowl of this at seven in the morning.',
      'أفضل ما أكلته في تونس كان صحنًا من اللبلابي في السابعة صباحًا.',
      {
        likedBy: ['amira.trabelsi'],
        replies: [
          say(
            'amira.trabelsi',
            40,
            'Early morning lablabi is a Tunisian institution.',
            'لبلابي الصباح الباكر مؤسسة تونسية قائمة بذاتها.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'brik-egg-tuna',
    say(
      'ali.student',
      65,
      'The yolk ended up all over my shirt. Worth it.',
      'انكسر الصفار على قميصي كله، لكنها تستحق.',
      {
        likedBy: ['amira.trabelsi', 'omar.farouk', 'sami.travels'],
        replies: [
          say(
            'amira.trabelsi',
            65,
            'That is how you know it was cooked perfectly!',
            'هكذا تعرف أنها مطهوة بإتقان!',
          ),
        ],
      },
    ),
  ),
  ...on(
    'slata-mechouia',
    say(
      'karim.grills',
      80,
      'Grilled vegetables and tuna: my kind of salad.',
      'خضار مشوية وتونة: هذه سلطتي المفضلة.',
    ),
  ),
  ...on(
    'harissa-roasted-carrots',
    say(
      'dina.mansour',
      15,
      'Even my kids liked it with a little less harissa. Such beautiful colours.',
      'حتى أطفالي أحبوه مع هريسة أقل قليلًا. ألوان جميلة جدًا.',
    ),
    say(
      'rania.plants',
      12,
      'I used coconut yogurt to make it vegan and it worked beautifully.',
      'استخدمت لبن جوز الهند لأجعله نباتيًا، ونجح بشكل جميل.',
      { likedBy: ['amira.trabelsi', 'hana.nutrition'] },
    ),
  ),
  ...on(
    'chicken-machboos',
    say(
      'karim.grills',
      2,
      'Machboos and Iraqi timman are cousins. This looks wonderful.',
      'المجبوس والتمن العراقي أقرباء، وهذا يبدو رائعًا.',
    ),
    say(
      'yousef.awadi',
      2,
      'The dried lime makes the dish. Nothing else tastes quite like it.',
      'اللومي هو سرّ الطبق، لا شيء يشبه طعمه.',
      {
        replies: [
          say(
            'noura.eats',
            1,
            'Pierce it well so the flavour gets into the broth!',
            'اثقبه جيدًا لتدخل نكهته إلى المرق!',
          ),
        ],
      },
    ),
  ),
  ...on(
    'luqaimat',
    say(
      'layla.bakes',
      9,
      'Squeezing the batter through your fist, as in the video, is genius. Perfectly round balls.',
      'عصر الخليط من القبضة كما في الفيديو فكرة عبقرية، خرجت الكرات مستديرة تمامًا.',
      {
        likedBy: ['noura.eats'],
        replies: [
          say(
            'noura.eats',
            8,
            'A compliment from a pastry chef? I am framing this comment.',
            'إطراء من شيف حلويات؟ سأضع هذا التعليق في إطار.',
          ),
        ],
      },
    ),
    say(
      'ali.student',
      6,
      'Made these in Ramadan with my flatmates. We ate them all before iftar was even over.',
      'حضّرتها في رمضان مع زملائي في السكن، وأكلناها كلها قبل أن ينتهي الإفطار.',
    ),
    say(
      'dina.mansour',
      5,
      'My kids want these every day now. Thank you… I think.',
      'أطفالي يريدونها كل يوم الآن. شكرًا… على ما أظن.',
      { likedBy: ['noura.eats', 'layla.bakes'] },
    ),
  ),
  ...on(
    'balaleet',
    say(
      'sami.travels',
      30,
      'Sweet noodles with an omelette? I was sceptical, but it really works.',
      'شعيرية حلوة مع عجة؟ كنت متشككًا، لكنها تنجح فعلًا.',
      {
        replies: [
          say(
            'noura.eats',
            29,
            'Sweet and savoury together is the secret of an Emirati breakfast.',
            'الحلو والمالح معًا هو سرّ الفطور الإماراتي.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'karak-chai',
    say(
      'yousef.awadi',
      1,
      'Karak and Adeni tea are close relatives. Both will wake you right up.',
      'الكرك والشاي العدني أقرباء، وكلاهما يوقظك تمامًا.',
    ),
    say('ali.student', 0, 'Exam season fuel. Thank you.', 'وقود موسم الامتحانات. شكرًا لكِ.'),
  ),
  ...on(
    'harees',
    say(
      'hana.nutrition',
      70,
      'Wheat berries are such an underrated whole grain. Lovely recipe.',
      'حبوب القمح الكاملة لا تنال ما تستحقه من تقدير. وصفة جميلة.',
    ),
  ),
  ...on(
    'chebab',
    say(
      'layla.bakes',
      50,
      'These are so pretty, like little saffron moons.',
      'جميلة جدًا، كأنها أقمار صغيرة من الزعفران.',
    ),
  ),
  ...on(
    'iraqi-kebab',
    say(
      'omar.farouk',
      11,
      'No spices at all? I trusted you and it was the best kebab I have ever made.',
      'بلا بهارات أبدًا؟ وثقت بك وكان أفضل كباب حضّرته في حياتي.',
      {
        likedBy: ['karim.grills'],
        replies: [
          say(
            'karim.grills',
            11,
            'Good meat needs nothing but salt and fire.',
            'اللحم الجيد لا يحتاج إلا إلى الملح والنار.',
            { likedBy: ['omar.farouk', 'yousef.awadi'] },
          ),
        ],
      },
    ),
    say(
      'noura.eats',
      9,
      'The sumac onions on the side are essential. I could eat them on their own.',
      'البصل بالسماق على الجانب ضروري، يمكنني أن آكله وحده.',
    ),
  ),
  ...on(
    'tepsi-baytinjan',
    say(
      'dina.mansour',
      38,
      'A big tray for a big family. We had leftovers, and it really was better the next day.',
      'صينية كبيرة لعائلة كبيرة. بقي منها شيء لليوم التالي، وكانت فعلًا أطيب.',
      {
        replies: [
          say(
            'karim.grills',
            37,
            'Told you! The flavours need a night to get to know each other.',
            'ألم أقل لكِ؟ النكهات تحتاج ليلة لتتعارف.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'grilled-fish-masgouf-style',
    say(
      'amira.trabelsi',
      60,
      'Tamarind on fish is a great idea. I will try it with sea bream.',
      'التمر الهندي مع السمك فكرة رائعة، سأجرّبه مع سمك الدنيس.',
      {
        replies: [
          say(
            'karim.grills',
            59,
            'Sea bream will be excellent. Just shorten the grilling time a little.',
            'الدنيس سيكون ممتازًا، فقط قلّلي وقت الشوي قليلًا.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'kleicha',
    say(
      'layla.bakes',
      95,
      'Such a beautiful spiral. I added a little rose water to the dough.',
      'لولب جميل جدًا. أضفت قليلًا من ماء الورد إلى العجين.',
      {
        replies: [
          say(
            'karim.grills',
            94,
            'My mother would approve. She adds it sometimes too.',
            'أمي ستوافق، فهي تضيفه أحيانًا أيضًا.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'timman-bagilla',
    say(
      'hana.nutrition',
      85,
      'Broad beans add lovely protein and fibre to rice. A healthy classic.',
      'الباقلاء تضيف بروتينًا وأليافًا رائعة إلى الأرز. طبق كلاسيكي صحي.',
    ),
  ),
  ...on(
    'saltah',
    say(
      'noura.eats',
      17,
      'I had saltah once in Sanaa and never forgot it. Thank you for writing it down.',
      'أكلت السلتة مرة واحدة في صنعاء ولم أنسها أبدًا. شكرًا لأنك دوّنت الوصفة.',
      {
        likedBy: ['yousef.awadi'],
        replies: [
          say(
            'yousef.awadi',
            16,
            'You are welcome anytime. Next time, at my table!',
            'أهلًا بكِ في أي وقت، والمرة القادمة على مائدتي!',
          ),
        ],
      },
    ),
    say(
      'sami.travels',
      14,
      'Whipping the fenugreek was fascinating. It really does turn fluffy.',
      'خفق الحلبة كان مدهشًا، تصبح رغوية فعلًا.',
    ),
  ),
  ...on(
    'chicken-mandi',
    say(
      'karim.grills',
      6,
      'The charcoal trick is brilliant. It smells like a real mandi restaurant.',
      'حيلة الفحم عبقرية، الرائحة مثل مطعم مندي حقيقي.',
      { likedBy: ['yousef.awadi'] },
    ),
    say(
      'ali.student',
      5,
      'Does it work without the rack? I only have a pot.',
      'هل تنجح من دون الشبكة؟ لدي قدر فقط.',
      {
        replies: [
          say(
            'yousef.awadi',
            5,
            'Yes, put the chicken straight on the rice for the last 30 minutes.',
            'نعم، ضع الدجاج مباشرة فوق الأرز في آخر 30 دقيقة.',
            {
              replies: [
                say(
                  'ali.student',
                  4,
                  'Perfect. My single pot and I thank you.',
                  'ممتاز، أنا وقدري الوحيد نشكرك.',
                  {
                    likedBy: ['yousef.awadi', 'omar.farouk'],
                  },
                ),
              ],
            },
          ),
        ],
      },
    ),
  ),
  ...on(
    'bint-al-sahn',
    say(
      'layla.bakes',
      110,
      'Stretching sixteen sheets is a workout, but the result is magical.',
      'فرد ست عشرة رقاقة تمرين رياضي، لكن النتيجة ساحرة.',
      { likedBy: ['yousef.awadi'] },
    ),
  ),
  ...on(
    'shai-adeni',
    say(
      'noura.eats',
      24,
      'I love this alongside my karak. Less sweet, more spice.',
      'أحبه إلى جانب الكرك، أقل حلاوة وأكثر بهارات.',
    ),
  ),
  ...on(
    'malawah',
    say(
      'fatima.benali',
      55,
      'It looks like a cousin of our msemen. Beautiful layers.',
      'يبدو كابن عم المسمّن عندنا. طبقات جميلة.',
      {
        replies: [
          say('yousef.awadi', 54, 'Bread connects us from Sanaa to Fes!', 'الخبز يربطنا من صنعاء إلى فاس!'),
        ],
      },
    ),
  ),
  ...on(
    'menemen',
    say(
      'amira.trabelsi',
      22,
      'Menemen or shakshuka, eggs in tomato are a universal happiness.',
      'منمن أو شكشوكة، البيض في الطماطم سعادة عالمية.',
      { likedBy: ['sami.travels'] },
    ),
    say(
      'omar.farouk',
      20,
      'No onion? I respect the café owner’s strong opinions.',
      'بلا بصل؟ أحترم آراء صاحب المقهى الحازمة.',
    ),
  ),
  ...on(
    'mercimek-kofte',
    say(
      'rania.plants',
      45,
      'Great party food and completely vegan. My friends cleared the plate.',
      'طعام رائع للحفلات ونباتي تمامًا، وأنهى أصدقائي الطبق.',
    ),
  ),
  ...on(
    'ash-reshteh',
    say(
      'hana.nutrition',
      80,
      'So many herbs and legumes. A nutritionist’s dream of a soup.',
      'كمية كبيرة من الأعشاب والبقوليات، شوربة يحلم بها أخصائيو التغذية.',
    ),
  ),
  ...on(
    'spaghetti-pomodoro',
    say(
      'sami.travels',
      1,
      'Simple food done right. Good work, Ali.',
      'أكل بسيط مطبوخ كما يجب. أحسنت يا علي.',
      {
        likedBy: ['ali.student'],
      },
    ),
    say(
      'layla.bakes',
      1,
      'Finishing the pasta in the sauce is the real secret, and you explained it well.',
      'إنهاء طهي المعكرونة داخل الصلصة هو السر الحقيقي، وقد شرحته جيدًا.',
    ),
  ),
  ...on(
    'mushroom-risotto',
    say(
      'ali.student',
      35,
      'Too much stirring for me, but my sister loved it.',
      'تقليب كثير بالنسبة لي، لكن أختي أحبته.',
      {
        replies: [
          say('sami.travels', 35, 'Put on a podcast and the time flies!', 'شغّل بودكاست وسيمر الوقت سريعًا!'),
        ],
      },
    ),
  ),
  ...on(
    'chana-masala',
    say(
      'sami.travels',
      14,
      'It tastes like the roadside eateries in Delhi. Mashing a few chickpeas is a great trick.',
      'طعمه مثل المطاعم الشعبية على طرقات دلهي، وهرس بعض الحمص حيلة رائعة.',
    ),
    say(
      'rania.plants',
      12,
      'On my table every week. Simple and so nourishing.',
      'على مائدتي كل أسبوع، بسيط ومغذٍّ جدًا.',
      { likedBy: ['hana.nutrition'] },
    ),
  ),
  ...on(
    'mango-lassi',
    say('noura.eats', 19, 'I added a pinch of saffron. Heavenly.', 'أضفت رشة زعفران، وكان الطعم رائعًا.'),
  ),
  ...on(
    'black-bean-tacos',
    say(
      'sami.travels',
      25,
      'A great budget recipe. A little crumbled feta on top works well too.',
      'وصفة اقتصادية رائعة، وقليل من جبنة الفيتا المفتتة على الوجه مناسب أيضًا.',
    ),
  ),
  ...on(
    'guacamole',
    say(
      'hana.nutrition',
      45,
      'Healthy fats done right. I serve it with cucumber sticks.',
      'دهون صحية بالطريقة الصحيحة، وأنا أقدّمه مع أصابع الخيار.',
    ),
  ),
  ...on(
    'miso-soup',
    say(
      'rania.plants',
      58,
      'Thank you for making it fully plant-based. A vegan stock recipe is hard to find.',
      'شكرًا لأنك جعلتها نباتية بالكامل، فمن الصعب إيجاد وصفة مرق نباتي لها.',
      { likedBy: ['sami.travels'] },
    ),
  ),
  ...on(
    'teriyaki-salmon',
    say(
      'dina.mansour',
      8,
      'Quick enough for a school night, and the kids loved the sweet glaze.',
      'سريعة بما يكفي لليالي الدراسة، وأحب الأطفال الصلصة الحلوة.',
    ),
    say(
      'amira.trabelsi',
      6,
      'I tried it with fresh tuna steaks. Also excellent.',
      'جرّبتها مع شرائح التونة الطازجة، وكانت ممتازة أيضًا.',
    ),
  ),
  ...on(
    'greek-salad',
    say('fatima.benali', 33, 'Simple, honest food. The best kind.', 'أكل بسيط وصادق، وهذا أفضل أنواعه.'),
  ),
  ...on(
    'overnight-oats',
    say(
      'ali.student',
      4,
      'This saved my eight o’clock lectures.',
      'هذه الوصفة أنقذت محاضراتي في الثامنة صباحًا.',
      {
        replies: [
          say('hana.nutrition', 4, 'That is exactly who this recipe is for!', 'هذه الوصفة لأمثالك تمامًا!'),
        ],
      },
    ),
  ),
  ...on(
    'banana-bread',
    say(
      'layla.bakes',
      28,
      'The spoonful of yogurt keeps it so moist. Lovely recipe, Dina.',
      'ملعقة اللبن تجعلها طرية جدًا. وصفة جميلة يا دينا.',
      { likedBy: ['dina.mansour'] },
    ),
    say(
      'hana.nutrition',
      26,
      'You can swap half the flour for wholemeal. It works well.',
      'يمكنك استبدال نصف الطحين بطحين القمح الكامل، والنتيجة جيدة.',
    ),
  ),
  ...on(
    'chocolate-chip-cookies',
    say('ali.student', 50, 'Chilling the dough is torture, but worth it.', 'تبريد العجين عذاب، لكنه يستحق.'),
  ),
  ...on(
    'thai-green-curry',
    say(
      'noura.eats',
      62,
      'I was surprised how quick this is. Restaurant quality.',
      'تفاجأت بسرعة تحضيره، وجودته كجودة المطاعم.',
    ),
  ),
  ...on(
    'french-crepes',
    say(
      'dina.mansour',
      38,
      'Sunday morning crêpes are now a tradition in our house.',
      'الكريب صباح الأحد صار تقليدًا في بيتنا.',
      { likedBy: ['layla.bakes'] },
    ),
    say(
      'fatima.benali',
      35,
      'So thin and even. You have golden hands, Layla.',
      'رقيق ومتساوٍ جدًا. يداك من ذهب يا ليلى.',
      {
        replies: [
          say(
            'layla.bakes',
            35,
            'Thank you, Hajja! That means a lot.',
            'شكرًا يا حاجة! كلامك يعني لي الكثير.',
          ),
        ],
      },
    ),
  ),
  ...on(
    'egg-fried-rice',
    say('omar.farouk', 10, 'Ali, you are becoming a real cook.', 'يا علي، أنت تصبح طباخًا حقيقيًا.', {
      likedBy: ['ali.student', 'sami.travels'],
      replies: [say('ali.student', 10, 'Slowly. Very slowly.', 'ببطء، ببطء شديد.')],
    }),
  ),
  ...on(
    'roasted-squash-soup',
    say(
      'hana.nutrition',
      70,
      'Roasting first brings out such a deep flavour. A lovely autumn soup.',
      'الشوي أولًا يُخرج نكهة عميقة جدًا. شوربة خريفية جميلة.',
    ),
  ),
]
