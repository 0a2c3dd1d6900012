/** Navro'z choyxona: soups, somsa and bread, salads, tea and drinks, desserts. */
import { ml } from '../../factories.ts';
import { categoryImage, type GroupSpec, groupIcon, menuImage, product } from '../menu-spec.ts';
import { teaAdditions, teaPot } from '../modifiers.ts';

export const navruzMoreGroups: GroupSpec[] = [
  {
    name: ml("Sho'rvalar", 'Супы', 'Soups'),
    icon: groupIcon('soups'),
    bgColor: '#33261A',
    iconBgColor: '#D9822B',
    categories: [
      {
        name: ml("Sho'rvalar", 'Супы', 'Soups'),
        image: categoryImage('soup'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml("Qaynatma sho'rva", 'Шурпа отварная', 'Boiled shurpa'),
            ml(
              "Qo'y go'shti, butun kartoshka, sabzi va no'xat bilan tiniq sho'rva. Ko'katlar alohida.",
              'Прозрачная шурпа с бараниной, целым картофелем, морковью и нутом. Зелень отдельно.',
              'A clear lamb broth with whole potatoes, carrots and chickpeas. Herbs on the side.',
            ),
            menuImage('soup'),
            32000,
            { unit: 'GRAMM', measure: 450, grades: [5, 4] },
          ),
          product(
            ml('Mastava', 'Мастава', 'Mastava'),
            ml(
              "Guruch, go'sht va sabzavotli quyuq sho'rva, qatiq bilan.",
              'Густой суп с рисом, мясом и овощами, с катыком.',
              'A thick rice, meat and vegetable soup, with a spoon of yoghurt.',
            ),
            menuImage('soup-red'),
            25000,
            { unit: 'GRAMM', measure: 400 },
          ),
          product(
            ml("Chuchvara sho'rva", 'Суп с чучварой', 'Chuchvara soup'),
            ml(
              "Go'shtli bulonda mayda chuchvara, qaymoq va shivit bilan.",
              'Мелкие пельмени в мясном бульоне со сметаной и укропом.',
              'Tiny dumplings in meat broth with sour cream and dill.',
            ),
            menuImage('soup'),
            28000,
            { unit: 'GRAMM', measure: 400, discount: 10 },
          ),
          product(
            ml("Moshxo'rda", 'Машхурда', 'Mashkhurda'),
            ml(
              "Mosh, guruch va go'shtli sho'rva, rayhon bilan.",
              'Суп из маша, риса и мяса с базиликом.',
              'Mung bean, rice and meat soup finished with basil.',
            ),
            menuImage('soup'),
            24000,
            { unit: 'GRAMM', measure: 400 },
          ),
          product(
            ml("Qovurma sho'rva", 'Шурпа жареная', 'Fried shurpa'),
            ml(
              "Go'sht va sabzavotlar avval qovurilib, keyin qaynatiladi: to'q rangli, xushbo'y.",
              'Мясо и овощи сначала обжариваются, затем варятся: насыщенный, ароматный суп.',
              'Meat and vegetables are browned before simmering: deep in colour and aroma.',
            ),
            menuImage('soup'),
            30000,
            { unit: 'GRAMM', measure: 450, onlyAt: ['chilonzor'] },
          ),
        ],
      },
    ],
  },
  {
    name: ml('Somsa va non', 'Самса и лепёшки', 'Somsa and bread'),
    icon: groupIcon('bakery'),
    bgColor: '#3A2B17',
    iconBgColor: '#D4A24C',
    categories: [
      {
        name: ml('Somsa', 'Самса', 'Somsa'),
        image: categoryImage('somsa'),
        viewType: 'SMALL',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml("Tandir somsa go'shtli", 'Самса тандырная с мясом', 'Tandoor somsa with lamb'),
            ml(
              "Tandir devorida pishgan qatlamali somsa: qo'y go'shti, dumba, piyoz va zira.",
              'Слоёная самса из тандыра: баранина, курдюк, лук и зира.',
              'Flaky somsa baked on the tandoor wall: lamb, tail fat, onion and cumin.',
            ),
            menuImage('somsa'),
            9000,
            { grades: [5, 5, 5, 4], labels: ['HIT'], cartRecommendation: true, cookMinutes: [5, 10] },
          ),
          product(
            ml('Qovoqli somsa', 'Самса с тыквой', 'Pumpkin somsa'),
            ml(
              'Shirin qovoq, piyoz va qora murch.',
              'Сладкая тыква, лук и чёрный перец.',
              'Sweet pumpkin, onion and black pepper.',
            ),
            menuImage('somsa-pumpkin'),
            7000,
            { labels: ['VEGETARIAN'] },
          ),
          product(
            ml("Ko'katli somsa", 'Самса с зеленью', 'Herb somsa'),
            ml(
              "Bahorgi ko'katlar: ismaloq, jag'-jag', shivit va ko'k piyoz.",
              'Весенняя зелень: шпинат, пастушья сумка, укроп и зелёный лук.',
              "Spring greens: spinach, shepherd's purse, dill and green onion.",
            ),
            menuImage('somsa-greens'),
            7000,
            { labels: ['VEGETARIAN'], systems: ['WEB'] },
          ),
          product(
            ml('Tovuqli somsa', 'Самса с курицей', 'Chicken somsa'),
            ml(
              "Tovuq go'shti va piyozli qatlama somsa.",
              'Слоёная самса с курицей и луком.',
              'Layered somsa with chicken and onion.',
            ),
            menuImage('somsa'),
            8000,
          ),
          product(
            ml('Qatlama somsa', 'Самса катлама', 'Katlama somsa'),
            ml(
              "Yupqa qatlamli, mol go'shti va ko'p piyozli katta somsa.",
              'Большая самса из тончайшего слоёного теста с говядиной и луком.',
              'A large somsa of paper-thin layers with beef and plenty of onion.',
            ),
            menuImage('somsa'),
            10000,
            { stopListAt: ['yunusobod'] },
          ),
          product(
            ml('Kartoshkali somsa', 'Самса с картофелем', 'Potato somsa'),
            ml(
              'Kartoshka, piyoz va ukrop bilan.',
              'С картофелем, луком и укропом.',
              'Potato, onion and dill.',
            ),
            menuImage('somsa-pumpkin'),
            6000,
            { available: false },
          ),
        ],
      },
      {
        name: ml('Non', 'Лепёшки', 'Bread'),
        image: categoryImage('non'),
        viewType: 'SMALL',
        scrollType: 'HORIZONTAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml('Patir non', 'Патыр', 'Patyr flatbread'),
            ml(
              'Qatiq va qaymoqli xamirdan, tandirda. Sekin qotadi.',
              'Из теста на катыке и сливочном масле, из тандыра. Долго не черствеет.',
              'Made with yoghurt and butter, baked in the tandoor. Stays soft for days.',
            ),
            menuImage('non'),
            8000,
            { cartRecommendation: true },
          ),
          product(
            ml('Obi non', 'Оби-нон', 'Obi non'),
            ml(
              'Har kungi issiq tandir noni, kunjut bilan.',
              'Горячая тандырная лепёшка на каждый день, с кунжутом.',
              'Everyday hot tandoor bread with sesame.',
            ),
            menuImage('non'),
            4000,
            { cartRecommendation: true },
          ),
          product(
            ml('Samarqand noni', 'Самаркандская лепёшка', 'Samarkand bread'),
            ml(
              "Mashhur og'ir va zich Samarqand noni. Faqat Samarqand filialida.",
              'Знаменитая тяжёлая и плотная самаркандская лепёшка. Только в Самарканде.',
              'The famous dense, heavy Samarkand loaf. Samarkand branch only.',
            ),
            menuImage('non'),
            10000,
            { onlyAt: ['samarqand'] },
          ),
          product(
            ml('Kunjutli non', 'Лепёшка с кунжутом', 'Sesame bread'),
            ml(
              'Sedana va kunjut sepilgan yumshoq non.',
              'Мягкая лепёшка с чернушкой и кунжутом.',
              'Soft bread sprinkled with nigella and sesame.',
            ),
            menuImage('non'),
            5000,
          ),
        ],
      },
    ],
  },
  {
    name: ml('Salatlar va gazaklar', 'Салаты и закуски', 'Salads and starters'),
    icon: groupIcon('salad'),
    bgColor: '#1F2A17',
    iconBgColor: '#6A9A3A',
    categories: [
      {
        name: ml('Salatlar', 'Салаты', 'Salads'),
        image: categoryImage('salad'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml('Achchiq-chuchuk', 'Ачичук', 'Achichuk'),
            ml(
              "Yupqa to'g'ralgan pomidor, piyoz va achchiq qalampir. Osh bilan eng yaxshi juftlik.",
              'Тонко нарезанные помидоры, лук и острый перец. Лучшая пара к плову.',
              'Thinly sliced tomatoes, onion and chilli. The perfect partner for plov.',
            ),
            menuImage('salad'),
            12000,
            { cartRecommendation: true, grades: [5, 5] },
          ),
          product(
            ml('Toshkent salati', 'Салат «Ташкент»', 'Tashkent salad'),
            ml(
              "Ko'k turp, qaynatilgan mol go'shti, qovurilgan piyoz va tuxum.",
              'Зелёная редька, отварная говядина, жареный лук и яйцо.',
              'Green radish, boiled beef, fried onion and egg.',
            ),
            menuImage('salad-tashkent'),
            28000,
          ),
          product(
            ml('Chimyon salati', 'Салат «Чимган»', 'Chimgan salad'),
            ml(
              "Qovurilgan baqlajon, pomidor, sarimsoq va ko'katlar.",
              'Жареные баклажаны, помидоры, чеснок и зелень.',
              'Fried eggplant, tomatoes, garlic and herbs.',
            ),
            menuImage('salad-tashkent'),
            24000,
            { labels: ['VEGETARIAN'], discount: 15 },
          ),
          product(
            ml('Bahor salati', 'Весенний салат', 'Spring salad'),
            ml(
              "Bodring, rediska, ko'k piyoz va qaymoq.",
              'Огурцы, редис, зелёный лук и сметана.',
              'Cucumber, radish, green onion and sour cream.',
            ),
            menuImage('salad-greek'),
            18000,
          ),
          product(
            ml('Olivye', 'Оливье', 'Olivier salad'),
            ml(
              'Kartoshka, sabzi, tovuq, bodring va mayonez.',
              'Картофель, морковь, курица, огурцы и майонез.',
              'Potato, carrot, chicken, pickles and mayonnaise.',
            ),
            menuImage('salad-tashkent'),
            22000,
          ),
          product(
            ml('Suzma salat', 'Салат с сузьмой', 'Suzma salad'),
            ml(
              "Suzma, bodring, ko'katlar va sarimsoq.",
              'Сузьма, огурцы, зелень и чеснок.',
              'Strained yoghurt, cucumber, herbs and garlic.',
            ),
            menuImage('salad-greek'),
            16000,
            { systems: ['TG'] },
          ),
        ],
      },
      {
        name: ml('Gazaklar', 'Закуски', 'Starters'),
        image: categoryImage('starters'),
        viewType: 'SMALL',
        scrollType: 'VERTICAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml('Qazi', 'Казы', 'Qazi'),
            ml(
              "Uyda tayyorlangan ot go'shti kolbasasi, 150 g.",
              'Домашняя колбаса из конины, 150 г.',
              'Home-made horse-meat sausage, 150 g.',
            ),
            menuImage('qazi'),
            45000,
            { unit: 'GRAMM', measure: 150 },
          ),
          product(
            ml('Tuzlamalar assorti', 'Ассорти соленений', 'Pickle platter'),
            ml(
              'Bodring, pomidor, karam va sarimsoq tuzlamalari.',
              'Соленья: огурцы, помидоры, капуста и чеснок.',
              'Pickled cucumbers, tomatoes, cabbage and garlic.',
            ),
            menuImage('salad'),
            18000,
          ),
          product(
            ml("Ko'katlar", 'Зелень', 'Fresh herbs'),
            ml(
              "Rayhon, kashnich, ko'k piyoz va turp.",
              'Базилик, кинза, зелёный лук и редиска.',
              'Basil, coriander, green onion and radishes.',
            ),
            menuImage('salad'),
            8000,
          ),
          product(
            ml('Suzma', 'Сузьма', 'Suzma'),
            ml(
              "Qalin suzma, zaytun moyi va ko'katlar bilan.",
              'Густая сузьма с оливковым маслом и зеленью.',
              'Thick strained yoghurt with olive oil and herbs.',
            ),
            menuImage('sauce'),
            10000,
          ),
        ],
      },
    ],
  },
  {
    name: ml('Choy va ichimliklar', 'Чай и напитки', 'Tea and drinks'),
    icon: groupIcon('tea'),
    bgColor: '#17262A',
    iconBgColor: '#3E8E7E',
    categories: [
      {
        name: ml('Choy', 'Чай', 'Tea'),
        image: categoryImage('tea'),
        viewType: 'SMALL',
        scrollType: 'HORIZONTAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml("Ko'k choy", 'Зелёный чай', 'Green tea'),
            ml(
              "Choynakda damlangan ko'k choy, piyolalarda.",
              'Зелёный чай, заваренный в чайнике, с пиалами.',
              'Green tea brewed in a teapot, served with piyala bowls.',
            ),
            menuImage('tea'),
            5000,
            { modifierGroups: [teaPot, teaAdditions], cartRecommendation: true, grades: [5] },
          ),
          product(
            ml('Qora choy', 'Чёрный чай', 'Black tea'),
            ml(
              'Klassik qora choy choynakda.',
              'Классический чёрный чай в чайнике.',
              'Classic black tea in a pot.',
            ),
            menuImage('tea-black'),
            5000,
            { modifierGroups: [teaPot, teaAdditions] },
          ),
          product(
            ml('Limonli choy', 'Чай с лимоном', 'Lemon tea'),
            ml(
              "Ko'k choy limon va novvot bilan.",
              'Зелёный чай с лимоном и навватом.',
              'Green tea with lemon and navat.',
            ),
            menuImage('tea'),
            8000,
            { modifierGroups: [teaPot] },
          ),
          product(
            ml('Namangan choyi', 'Наманганский чай', 'Namangan tea'),
            ml(
              "Sut, qaymoq va sariyog' bilan pishirilgan to'yimli choy.",
              'Сытный чай со молоком, каймаком и сливочным маслом.',
              'A rich tea simmered with milk, cream and butter.',
            ),
            menuImage('tea-milk'),
            12000,
            { labels: ['NEW'] },
          ),
          product(
            ml('Zanjabilli choy', 'Имбирный чай', 'Ginger tea'),
            ml('Zanjabil, limon va asal.', 'Имбирь, лимон и мёд.', 'Ginger, lemon and honey.'),
            menuImage('tea-black'),
            12000,
            { discount: 10 },
          ),
          product(
            ml("Na'matak damlamasi", 'Отвар шиповника', 'Rosehip infusion'),
            ml(
              "Issiq na'matak, C vitaminiga boy.",
              'Горячий шиповник, богатый витамином C.',
              'Hot rosehip, rich in vitamin C.',
            ),
            menuImage('tea-black'),
            10000,
          ),
        ],
      },
      {
        name: ml('Salqin ichimliklar', 'Прохладительные напитки', 'Cold drinks'),
        image: categoryImage('drinks'),
        viewType: 'SMALL',
        scrollType: 'HORIZONTAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml('Uy kompoti', 'Домашний компот', 'Homemade kompot'),
            ml(
              "O'rik, olcha va olmadan qaynatilgan kompot, 1 l.",
              'Компот из урюка, вишни и яблок, 1 л.',
              'Apricot, sour cherry and apple compote, 1 l.',
            ),
            menuImage('juice'),
            15000,
            { unit: 'LITER', measure: 1 },
          ),
          product(
            ml('Ayron', 'Айран', 'Ayran'),
            ml(
              'Sovuq qatiq, suv va bir chimdim tuz. Yalpiz bilan.',
              'Холодный катык с водой и щепоткой соли. С мятой.',
              'Chilled yoghurt drink with a pinch of salt and mint.',
            ),
            menuImage('soda-water'),
            8000,
            { unit: 'LITER', measure: 0.5 },
          ),
          product(
            ml('Tarxun limonadi', 'Лимонад «Тархун»', 'Tarragon lemonade'),
            ml(
              'Yangi tarxun, laym va gazli suv.',
              'Свежий тархун, лайм и газированная вода.',
              'Fresh tarragon, lime and sparkling water.',
            ),
            menuImage('lemonade-tarragon'),
            18000,
            { unit: 'LITER', measure: 0.5, discount: 20 },
          ),
          product(
            ml('Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 l'),
            ml('Sovuq, shishada.', 'Холодная, в бутылке.', 'Ice-cold, bottled.'),
            menuImage('soda'),
            9000,
            { unit: 'LITER', measure: 0.5 },
          ),
          product(
            ml('Mineral suv', 'Минеральная вода', 'Mineral water'),
            ml('Gazli yoki gazsiz, 0,5 l.', 'С газом или без, 0,5 л.', 'Still or sparkling, 0.5 l.'),
            menuImage('soda-water'),
            5000,
            { unit: 'LITER', measure: 0.5 },
          ),
          product(
            ml('Olma sharbati', 'Яблочный сок', 'Apple juice'),
            ml('Yangi siqilgan olma sharbati.', 'Свежевыжатый яблочный сок.', 'Freshly pressed apple juice.'),
            menuImage('juice'),
            14000,
            { available: false, unit: 'LITER', measure: 0.3 },
          ),
        ],
      },
    ],
  },
  {
    name: ml('Shirinliklar', 'Десерты', 'Desserts'),
    icon: groupIcon('desserts'),
    bgColor: '#2E1A22',
    iconBgColor: '#C0527A',
    categories: [
      {
        name: ml('Shirinliklar', 'Сладости', 'Sweets'),
        image: categoryImage('dessert'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml('Chak-chak', 'Чак-чак', 'Chak-chak'),
            ml(
              "Asalga botirilgan qarsildoq xamir bo'lakchalari, yong'oq bilan.",
              'Хрустящие кусочки теста в мёду, с орехами.',
              'Crisp bites of dough glazed in honey, with nuts.',
            ),
            menuImage('dessert-honey'),
            20000,
            { grades: [5, 4] },
          ),
          product(
            ml('Holva', 'Халва', 'Halva'),
            ml(
              "Kunjutli va yong'oqli uy holvasi, 150 g.",
              'Домашняя халва с кунжутом и орехами, 150 г.',
              'Home-made sesame and walnut halva, 150 g.',
            ),
            menuImage('dessert-honey'),
            15000,
          ),
          product(
            ml('Napoleon', 'Наполеон', 'Napoleon cake'),
            ml(
              "Yupqa qatlamlar va vanilli krem. Bir bo'lak.",
              'Тонкие коржи и ванильный крем. Один кусок.',
              'Thin layers and vanilla custard. One slice.',
            ),
            menuImage('dessert'),
            22000,
            { discount: 10 },
          ),
          product(
            ml('Medovik', 'Медовик', 'Honey cake'),
            ml(
              "Asalli qatlamlar va qaymoqli krem. Bir bo'lak.",
              'Медовые коржи и сметанный крем. Один кусок.',
              'Honey sponge layers and sour-cream frosting. One slice.',
            ),
            menuImage('dessert-honey'),
            22000,
          ),
          product(
            ml('Novvot va parvarda', 'Навват и парварда', 'Navat and parvarda'),
            ml(
              "Choy bilan: an'anaviy kristall shakar va parvarda konfetlari.",
              'К чаю: традиционный кристаллический сахар и конфеты парварда.',
              'For tea: traditional crystal sugar and pulled-sugar parvarda sweets.',
            ),
            menuImage('dessert'),
            12000,
            { cartRecommendation: true },
          ),
          product(
            ml('Muzqaymoq', 'Мороженое', 'Ice cream'),
            ml(
              'Uch shar: vanil, shokolad va pista.',
              'Три шарика: ваниль, шоколад и фисташка.',
              'Three scoops: vanilla, chocolate and pistachio.',
            ),
            menuImage('icecream'),
            18000,
            { systems: ['WEB'] },
          ),
        ],
      },
    ],
  },
];
