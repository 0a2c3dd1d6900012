/** Navro'z Burger: burgers and combos, lavash and hot-dogs, snacks, drinks and sauces. */
import { ml } from '../../factories.ts';
import { categoryImage, type GroupSpec, groupIcon, menuImage, product } from '../menu-spec.ts';
import { burgerExtras, comboDrink, dipSauces } from '../modifiers.ts';

const burgerSpice = {
  name: ml('Achchiqlik', 'Острота', 'Heat'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('Achchiq emas', 'Не острый', 'Mild'), price: 0, isDefault: true },
    { name: ml("O'rtacha", 'Средний', 'Medium'), price: 0 },
    { name: ml('Juda achchiq', 'Очень острый', 'Hot'), price: 0 },
  ],
};

export const navruzBurgerMenu: GroupSpec[] = [
  {
    name: ml('Burgerlar', 'Бургеры', 'Burgers'),
    icon: groupIcon('burgers'),
    bgColor: '#2A1414',
    iconBgColor: '#D94A2B',
    categories: [
      {
        name: ml('Kombo', 'Комбо', 'Combos'),
        image: categoryImage('combo'),
        viewType: 'BIG',
        scrollType: 'HORIZONTAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml("Navro'z kombo", 'Комбо «Навруз»', 'Navruz combo'),
            ml(
              'Klassik burger, kartoshka fri, sous va ichimlik tanlovingizga.',
              'Классический бургер, картофель фри, соус и напиток на выбор.',
              'Classic burger, fries, a dip and a drink of your choice.',
            ),
            menuImage('burger'),
            52000,
            { modifierGroups: [comboDrink, dipSauces], discount: 15, labels: ['HIT'], grades: [5, 4, 5] },
          ),
          product(
            ml('Ikki kishilik kombo', 'Комбо на двоих', 'Combo for two'),
            ml(
              'Ikkita chizburger, katta fri, naggetslar va ikkita ichimlik.',
              'Два чизбургера, большая порция фри, наггетсы и два напитка.',
              'Two cheeseburgers, large fries, nuggets and two drinks.',
            ),
            menuImage('burger-double'),
            99000,
            { modifierGroups: [comboDrink], systems: ['WEB'] },
          ),
          product(
            ml('Bolalar kombosi', 'Детское комбо', 'Kids combo'),
            ml(
              "Kichik burger, fri, sharbat va sovg'a.",
              'Маленький бургер, фри, сок и подарок.',
              'A little burger, fries, juice and a small gift.',
            ),
            menuImage('burger'),
            38000,
          ),
        ],
      },
      {
        name: ml('Burgerlar', 'Бургеры', 'Burgers'),
        image: categoryImage('burger'),
        viewType: 'BIG',
        scrollType: 'VERTICAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml('Klassik burger', 'Классический бургер', 'Classic burger'),
            ml(
              "Mol go'shti kotleti, pomidor, bodring tuzlamasi, piyoz va firma sousi, brioshda.",
              'Котлета из говядины, томат, маринованный огурец, лук и фирменный соус в бриоши.',
              'Beef patty, tomato, pickles, onion and our house sauce in a brioche bun.',
            ),
            menuImage('burger'),
            30000,
            { modifierGroups: [burgerExtras], grades: [5, 4], cartRecommendation: false },
          ),
          product(
            ml('Chizburger', 'Чизбургер', 'Cheeseburger'),
            ml(
              "Ikki qavat cheddar, mol go'shti kotleti va tuzlangan bodring.",
              'Двойной чеддер, говяжья котлета и маринованные огурцы.',
              'Double cheddar, beef patty and pickles.',
            ),
            menuImage('burger'),
            34000,
            { modifierGroups: [burgerExtras], labels: ['HIT'] },
          ),
          product(
            ml('Dabl burger', 'Дабл бургер', 'Double burger'),
            ml(
              'Ikkita kotlet, ikki qavat pishloq, bekon va barbekyu sousi.',
              'Две котлеты, двойной сыр, бекон и соус барбекю.',
              'Two patties, double cheese, bacon and barbecue sauce.',
            ),
            menuImage('burger-double'),
            48000,
            { modifierGroups: [burgerExtras] },
          ),
          product(
            ml('Achchiq burger', 'Острый бургер', 'Spicy burger'),
            ml(
              'Halapeno, achchiq sous va qalampirli pishloq.',
              'Халапеньо, острый соус и сыр с перцем.',
              'Jalapeños, hot sauce and pepper jack cheese.',
            ),
            menuImage('burger-double'),
            36000,
            { modifierGroups: [burgerSpice, burgerExtras], labels: ['SPICY'], discount: 10 },
          ),
          product(
            ml('Tovuq burger', 'Чикен бургер', 'Chicken burger'),
            ml(
              'Qarsildoq tovuq filesi, salat bargi va sarimsoqli sous.',
              'Хрустящее куриное филе, салат и чесночный соус.',
              'Crispy chicken fillet, lettuce and garlic sauce.',
            ),
            menuImage('burger-chicken'),
            29000,
            { modifierGroups: [burgerExtras], onlyAt: ['yunusobod'] },
          ),
          product(
            ml("Qo'zichoq burger", 'Бургер с ягнёнком', 'Lamb burger'),
            ml(
              "Zirali qo'y go'shti kotleti, suzma sousi va marinadlangan piyoz.",
              'Котлета из баранины с зирой, соус из сузьмы и маринованный лук.',
              'Cumin-spiced lamb patty, suzma sauce and pickled onion.',
            ),
            menuImage('burger'),
            42000,
            { available: false, labels: ['NEW'] },
          ),
        ],
      },
    ],
  },
  {
    name: ml('Lavash va hot-dog', 'Лаваш и хот-доги', 'Lavash and hot dogs'),
    icon: groupIcon('street'),
    bgColor: '#2A2014',
    iconBgColor: '#E0A030',
    categories: [
      {
        name: ml('Lavash', 'Лаваш', 'Lavash'),
        image: categoryImage('lavash'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml("Mol go'shtli lavash", 'Лаваш с говядиной', 'Beef lavash'),
            ml(
              "Grilda mol go'shti, chips, pomidor, bodring va firma sousi yupqa lavashda.",
              'Говядина с гриля, чипсы, томаты, огурцы и фирменный соус в тонком лаваше.',
              'Grilled beef, crisps, tomato, cucumber and house sauce in thin lavash.',
            ),
            menuImage('lavash'),
            32000,
            { modifierGroups: [dipSauces], grades: [5, 5, 4], labels: ['HIT'] },
          ),
          product(
            ml('Tovuqli lavash', 'Лаваш с курицей', 'Chicken lavash'),
            ml(
              'Tovuq, karam, bodring va sarimsoqli sous.',
              'Курица, капуста, огурцы и чесночный соус.',
              'Chicken, cabbage, cucumber and garlic sauce.',
            ),
            menuImage('lavash'),
            28000,
            { modifierGroups: [dipSauces], stopListAt: ['chilonzor'] },
          ),
          product(
            ml('Pishloqli lavash', 'Лаваш с сыром', 'Cheese lavash'),
            ml(
              "Mol go'shti va cho'zilib turadigan motsarella.",
              'Говядина и тянущаяся моцарелла.',
              'Beef and stretchy mozzarella.',
            ),
            menuImage('lavash'),
            36000,
            { discount: 10 },
          ),
          product(
            ml('Mini lavash', 'Мини-лаваш', 'Mini lavash'),
            ml('Kichik tovuqli lavash.', 'Маленький лаваш с курицей.', 'A small chicken lavash.'),
            menuImage('lavash'),
            20000,
            { systems: ['TG'] },
          ),
        ],
      },
      {
        name: ml('Hot-doglar', 'Хот-доги', 'Hot dogs'),
        image: categoryImage('hotdog'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml('Klassik hot-dog', 'Классический хот-дог', 'Classic hot dog'),
            ml(
              "Mol go'shti sosiskasi, xantal, ketchup va qovurilgan piyoz.",
              'Говяжья сосиска, горчица, кетчуп и жареный лук.',
              'Beef sausage, mustard, ketchup and crispy onion.',
            ),
            menuImage('hotdog'),
            18000,
          ),
          product(
            ml('Toshkentcha hot-dog', 'Ташкентский хот-дог', 'Tashkent hot dog'),
            ml(
              'Ikkita sosiska, koreyscha sabzi, bodring va pishloq sousi.',
              'Две сосиски, морковь по-корейски, огурцы и сырный соус.',
              'Two sausages, Korean-style carrot, pickles and cheese sauce.',
            ),
            menuImage('hotdog'),
            24000,
            { labels: ['HIT'] },
          ),
          product(
            ml('Achchiq hot-dog', 'Острый хот-дог', 'Spicy hot dog'),
            ml(
              'Halapeno va achchiq sous bilan.',
              'С халапеньо и острым соусом.',
              'With jalapeños and hot sauce.',
            ),
            menuImage('hotdog'),
            21000,
            { labels: ['SPICY'] },
          ),
        ],
      },
    ],
  },
  {
    name: ml('Gazaklar', 'Закуски', 'Snacks'),
    icon: groupIcon('snacks'),
    bgColor: '#2A2412',
    iconBgColor: '#F2B705',
    categories: [
      {
        name: ml('Kartoshka va gazaklar', 'Картофель и закуски', 'Fries and snacks'),
        image: categoryImage('fries'),
        viewType: 'SMALL',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml('Kartoshka fri', 'Картофель фри', 'French fries'),
            ml('Qarsildoq, tuzlangan.', 'Хрустящий, подсоленный.', 'Crisp and lightly salted.'),
            menuImage('fries'),
            14000,
            { modifierGroups: [dipSauces], cartRecommendation: true },
          ),
          product(
            ml('Qishloqcha kartoshka', 'Картофель по-деревенски', 'Country potatoes'),
            ml(
              "Po'sti bilan, ziravorlarda.",
              'Дольками, в кожуре, со специями.',
              'Skin-on wedges with spices.',
            ),
            menuImage('fries'),
            16000,
            { modifierGroups: [dipSauces] },
          ),
          product(
            ml('Naggetslar (6 dona)', 'Наггетсы (6 шт.)', 'Nuggets (6 pcs)'),
            ml("Qarsildoq tovuq bo'lakchalari.", 'Хрустящие кусочки курицы.', 'Crispy chicken bites.'),
            menuImage('fries'),
            22000,
            { modifierGroups: [dipSauces], discount: 20 },
          ),
          product(
            ml('Piyoz halqalari', 'Луковые кольца', 'Onion rings'),
            ml('Xamirda qovurilgan piyoz halqalari.', 'Луковые кольца в кляре.', 'Battered onion rings.'),
            menuImage('fries'),
            15000,
          ),
        ],
      },
    ],
  },
  {
    name: ml('Ichimliklar va souslar', 'Напитки и соусы', 'Drinks and sauces'),
    icon: groupIcon('drinks'),
    bgColor: '#14222A',
    iconBgColor: '#2B8FD9',
    categories: [
      {
        name: ml('Ichimliklar', 'Напитки', 'Drinks'),
        image: categoryImage('drinks'),
        viewType: 'SMALL',
        scrollType: 'HORIZONTAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml('Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 l'),
            ml('Muzdek.', 'Ледяная.', 'Ice-cold.'),
            menuImage('soda'),
            9000,
            { cartRecommendation: true },
          ),
          product(
            ml('Fanta 0,5 l', 'Fanta 0,5 л', 'Fanta 0.5 l'),
            ml('Apelsinli.', 'Апельсиновая.', 'Orange.'),
            menuImage('soda-orange'),
            9000,
          ),
          product(
            ml('Milkshake', 'Молочный коктейль', 'Milkshake'),
            ml(
              'Vanil, qulupnay yoki shokolad.',
              'Ваниль, клубника или шоколад.',
              'Vanilla, strawberry or chocolate.',
            ),
            menuImage('lemonade-strawberry'),
            22000,
            { labels: ['NEW'] },
          ),
          product(
            ml('Uy limonadi', 'Домашний лимонад', 'Homemade lemonade'),
            ml('Limon, yalpiz va asal.', 'Лимон, мята и мёд.', 'Lemon, mint and honey.'),
            menuImage('lemonade'),
            16000,
          ),
          product(
            ml('Apelsin sharbati', 'Апельсиновый сок', 'Orange juice'),
            ml('Yangi siqilgan.', 'Свежевыжатый.', 'Freshly squeezed.'),
            menuImage('juice'),
            18000,
          ),
        ],
      },
      {
        name: ml('Souslar', 'Соусы', 'Sauces'),
        image: categoryImage('sauces'),
        viewType: 'SMALL',
        scrollType: 'HORIZONTAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml('Ketchup', 'Кетчуп', 'Ketchup'),
            ml('Pomidorli ketchup, 30 g.', 'Томатный кетчуп, 30 г.', 'Tomato ketchup, 30 g.'),
            menuImage('sauce'),
            2000,
          ),
          product(
            ml('Pishloqli sous', 'Сырный соус', 'Cheese sauce'),
            ml(
              "Cheddar pishlog'idan quyuq sous, 30 g.",
              'Густой соус из чеддера, 30 г.',
              'Thick cheddar sauce, 30 g.',
            ),
            menuImage('sauce'),
            3000,
          ),
          product(
            ml('Sarimsoqli sous', 'Чесночный соус', 'Garlic sauce'),
            ml(
              'Qatiq va sarimsoqli sous, 30 g.',
              'Соус на йогурте с чесноком, 30 г.',
              'Yoghurt and garlic sauce, 30 g.',
            ),
            menuImage('sauce'),
            3000,
          ),
          product(
            ml('Barbekyu sousi', 'Соус барбекю', 'Barbecue sauce'),
            ml('Tutunli-shirin sous, 30 g.', 'Дымный сладкий соус, 30 г.', 'Smoky-sweet sauce, 30 g.'),
            menuImage('sauce'),
            3000,
          ),
          product(
            ml('Achchiq sous', 'Острый соус', 'Hot sauce'),
            ml(
              'Qizil qalampirli achchiq sous, 30 g.',
              'Острый соус из красного перца, 30 г.',
              'Red chilli hot sauce, 30 g.',
            ),
            menuImage('sauce'),
            3000,
            { labels: ['SPICY'] },
          ),
        ],
      },
    ],
  },
];
