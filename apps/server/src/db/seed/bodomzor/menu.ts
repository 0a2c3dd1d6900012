/** Bodomzor café: breakfasts, pizza, pasta, salads and soups, coffee, desserts, lemonades. */
import { ml } from '../../factories.ts';
import { categoryImage, type GroupSpec, groupIcon, menuImage, product } from '../menu-spec.ts';
import { coffeeMilkAndSyrups, coffeeSize, pastaChoice, pizzaExtras, pizzaSize } from '../modifiers.ts';

export const bodomzorMenu: GroupSpec[] = [
  {
    name: ml('Nonushta', 'Завтраки', 'Breakfast'),
    icon: groupIcon('breakfast'),
    bgColor: '#FFF4E0',
    iconBgColor: '#F4B942',
    categories: [
      {
        name: ml("Kun bo'yi nonushta", 'Завтраки весь день', 'All-day breakfast'),
        image: categoryImage('breakfast'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml('Bodomzor nonushtasi', 'Завтрак «Бодомзор»', 'Bodomzor breakfast'),
            ml(
              'Ikki tuxumli quymoq, pishloq, qaymoq, asal, tost va yangi sabzavotlar.',
              'Глазунья из двух яиц, сыр, каймак, мёд, тосты и свежие овощи.',
              'Two fried eggs, cheese, clotted cream, honey, toast and fresh vegetables.',
            ),
            menuImage('breakfast'),
            48000,
            { labels: ['HIT'], grades: [5, 5, 4], cookMinutes: [10, 15] },
          ),
          product(
            ml('Shakshuka', 'Шакшука', 'Shakshuka'),
            ml(
              'Pomidor va qalampir sousida pishgan tuxumlar, feta va non bilan.',
              'Яйца, запечённые в томатно-перечном соусе, с фетой и хлебом.',
              'Eggs baked in tomato and pepper sauce, with feta and bread.',
            ),
            menuImage('breakfast'),
            42000,
          ),
          product(
            ml('Sirniki', 'Сырники', 'Syrniki'),
            ml(
              'Tvorogli quymoqchalar, qaymoq va rezavor murabbo bilan.',
              'Сырники со сметаной и ягодным вареньем.',
              'Cottage-cheese pancakes with sour cream and berry jam.',
            ),
            menuImage('dessert'),
            36000,
            { discount: 10 },
          ),
          product(
            ml("Suli bo'tqasi", 'Овсяная каша', 'Porridge'),
            ml(
              "Sutli suli bo'tqasi, banan, bodom va asal.",
              'Овсянка на молоке с бананом, миндалём и мёдом.',
              'Oats cooked in milk with banana, almonds and honey.',
            ),
            menuImage('breakfast'),
            28000,
            { labels: ['VEGETARIAN'] },
          ),
          product(
            ml('Avokado tost', 'Тост с авокадо', 'Avocado toast'),
            ml(
              "Javdar noni, avokado, bug'da pishgan tuxum va kunjut.",
              'Ржаной хлеб, авокадо, яйцо пашот и кунжут.',
              'Rye toast, avocado, a poached egg and sesame.',
            ),
            menuImage('breakfast'),
            46000,
            { systems: ['WEB'] },
          ),
        ],
      },
    ],
  },
  {
    name: ml('Pitsa va pasta', 'Пицца и паста', 'Pizza and pasta'),
    icon: groupIcon('pizza'),
    bgColor: '#FFECE5',
    iconBgColor: '#E4572E',
    categories: [
      {
        name: ml('Pitsa', 'Пицца', 'Pizza'),
        image: categoryImage('pizza'),
        viewType: 'BIG',
        scrollType: 'VERTICAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml('Margarita', 'Маргарита', 'Margherita'),
            ml(
              'Pomidor sousi, motsarella va yangi rayhon. Tosh pechda.',
              'Томатный соус, моцарелла и свежий базилик. Из каменной печи.',
              'Tomato sauce, mozzarella and fresh basil, baked in a stone oven.',
            ),
            menuImage('pizza-margherita'),
            59000,
            { modifierGroups: [pizzaSize, pizzaExtras], grades: [5, 4, 5], labels: ['VEGETARIAN'] },
          ),
          product(
            ml('Pepperoni', 'Пепперони', 'Pepperoni'),
            ml(
              "Mol go'shtidan pepperoni, motsarella va pomidor sousi.",
              'Говяжья пепперони, моцарелла и томатный соус.',
              'Beef pepperoni, mozzarella and tomato sauce.',
            ),
            menuImage('pizza'),
            69000,
            { modifierGroups: [pizzaSize, pizzaExtras], labels: ['HIT'], discount: 15 },
          ),
          product(
            ml("To'rt pishloq", 'Четыре сыра', 'Four cheeses'),
            ml(
              'Motsarella, gorgonzola, parmezan va cheddar, asal bilan.',
              'Моцарелла, горгонзола, пармезан и чеддер, с мёдом.',
              'Mozzarella, gorgonzola, parmesan and cheddar with a drizzle of honey.',
            ),
            menuImage('pizza-cheese'),
            76000,
            { modifierGroups: [pizzaSize] },
          ),
          product(
            ml("Tovuq va qo'ziqorin", 'Курица с грибами', 'Chicken and mushroom'),
            ml(
              'Qaymoqli sous, tovuq, shampinon va motsarella.',
              'Сливочный соус, курица, шампиньоны и моцарелла.',
              'Cream sauce, chicken, mushrooms and mozzarella.',
            ),
            menuImage('pizza-mushroom'),
            72000,
            { modifierGroups: [pizzaSize, pizzaExtras] },
          ),
          product(
            ml('Bodomzor pitsasi', 'Пицца «Бодомзор»', 'Bodomzor pizza'),
            ml(
              "Qazi, qizil piyoz, bulg'or qalampiri va rayhon. Uyimizning o'ziga xos pitsasi.",
              'Казы, красный лук, болгарский перец и базилик. Фирменная пицца дома.',
              'Qazi, red onion, bell pepper and basil. Our signature pizza.',
            ),
            menuImage('pizza-qazi'),
            82000,
            { modifierGroups: [pizzaSize], onlyAt: ['mirobod'], labels: ['NEW'] },
          ),
          product(
            ml('Sabzavotli pitsa', 'Овощная пицца', 'Garden pizza'),
            ml(
              'Baqlajon, qovoqcha, pomidor, qalampir va pesto.',
              'Баклажан, кабачок, томаты, перец и песто.',
              'Eggplant, courgette, tomato, peppers and pesto.',
            ),
            menuImage('pizza-garden'),
            64000,
            { modifierGroups: [pizzaSize], stopListAt: ['yunusobod'] },
          ),
        ],
      },
      {
        name: ml('Pasta', 'Паста', 'Pasta'),
        image: categoryImage('pasta'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml('Karbonara', 'Карбонара', 'Carbonara'),
            ml(
              "Tuxum sarig'i, parmezan va mol go'shti bekoni.",
              'Желток, пармезан и говяжий бекон.',
              'Egg yolk, parmesan and beef bacon.',
            ),
            menuImage('pasta'),
            54000,
            { modifierGroups: [pastaChoice], grades: [5, 4] },
          ),
          product(
            ml('Bolonez', 'Болоньезе', 'Bolognese'),
            ml(
              "Sekin pishgan mol go'shti va pomidor ragusi.",
              'Томлёное рагу из говядины и томатов.',
              'Slow-cooked beef and tomato ragù.',
            ),
            menuImage('pasta'),
            52000,
            { modifierGroups: [pastaChoice] },
          ),
          product(
            ml('Pesto va tovuq', 'Паста с песто и курицей', 'Pesto chicken pasta'),
            ml(
              "Rayhonli pesto, tovuq filesi va qarag'ay yong'og'i.",
              'Песто из базилика, куриное филе и кедровые орехи.',
              'Basil pesto, chicken fillet and pine nuts.',
            ),
            menuImage('pasta'),
            56000,
            { modifierGroups: [pastaChoice], discount: 10 },
          ),
          product(
            ml('Dengiz mahsulotlari pastasi', 'Паста с морепродуктами', 'Seafood pasta'),
            ml(
              'Krevetka, midiya va qaymoqli-pomidorli sous.',
              'Креветки, мидии и сливочно-томатный соус.',
              'Prawns, mussels and a creamy tomato sauce.',
            ),
            menuImage('pasta'),
            79000,
            { available: false },
          ),
        ],
      },
    ],
  },
  {
    name: ml("Salatlar va sho'rvalar", 'Салаты и супы', 'Salads and soups'),
    icon: groupIcon('salad'),
    bgColor: '#EEF6E8',
    iconBgColor: '#4C9A2A',
    categories: [
      {
        name: ml('Salatlar', 'Салаты', 'Salads'),
        image: categoryImage('salad'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml('Sezar tovuq bilan', 'Цезарь с курицей', 'Chicken Caesar'),
            ml(
              'Romano, grilda tovuq, krutonlar, parmezan va Sezar sousi.',
              'Романо, курица гриль, крутоны, пармезан и соус «Цезарь».',
              'Romaine, grilled chicken, croutons, parmesan and Caesar dressing.',
            ),
            menuImage('salad'),
            46000,
            { grades: [5, 4, 4] },
          ),
          product(
            ml('Grek salati', 'Греческий салат', 'Greek salad'),
            ml(
              'Pomidor, bodring, feta, zaytun va oregano.',
              'Томаты, огурцы, фета, оливки и орегано.',
              'Tomatoes, cucumber, feta, olives and oregano.',
            ),
            menuImage('salad-greek'),
            38000,
            { labels: ['VEGETARIAN'] },
          ),
          product(
            ml('Burrata va pomidor', 'Буррата с томатами', 'Burrata and tomatoes'),
            ml(
              'Kremli burrata, rang-barang pomidorlar va pesto.',
              'Нежная буррата, разноцветные томаты и песто.',
              'Creamy burrata, heirloom tomatoes and pesto.',
            ),
            menuImage('salad'),
            68000,
            { systems: ['TG'] },
          ),
          product(
            ml('Bodomli salat', 'Салат с миндалём', 'Almond salad'),
            ml(
              "Ismaloq, nok, ko'k pishloq va qovurilgan bodom.",
              'Шпинат, груша, голубой сыр и обжаренный миндаль.',
              'Spinach, pear, blue cheese and toasted almonds.',
            ),
            menuImage('salad-tashkent'),
            44000,
            { discount: 15 },
          ),
        ],
      },
      {
        name: ml("Sho'rvalar", 'Супы', 'Soups'),
        image: categoryImage('soup'),
        viewType: 'SMALL',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml("Qo'ziqorinli krem-sho'rva", 'Грибной крем-суп', 'Mushroom cream soup'),
            ml(
              'Shampinon va qaymoq, krutonlar bilan.',
              'Шампиньоны и сливки, с крутонами.',
              'Mushrooms and cream, with croutons.',
            ),
            menuImage('soup-cream'),
            32000,
          ),
          product(
            ml("Yasmiq sho'rvasi", 'Чечевичный суп', 'Lentil soup'),
            ml(
              'Qizil yasmiq, limon va zira.',
              'Красная чечевица, лимон и зира.',
              'Red lentils, lemon and cumin.',
            ),
            menuImage('soup-red'),
            26000,
            { labels: ['VEGETARIAN'] },
          ),
          product(
            ml("Tovuq sho'rvasi", 'Куриный суп', 'Chicken noodle soup'),
            ml(
              'Uy lapshasi va tovuq bulyoni.',
              'Домашняя лапша и куриный бульон.',
              'Home-made noodles in chicken broth.',
            ),
            menuImage('soup'),
            28000,
          ),
        ],
      },
    ],
  },
  {
    name: ml('Kofe va ichimliklar', 'Кофе и напитки', 'Coffee and drinks'),
    icon: groupIcon('coffee'),
    bgColor: '#F3EAE2',
    iconBgColor: '#7B4B2A',
    categories: [
      {
        name: ml('Kofe', 'Кофе', 'Coffee'),
        image: categoryImage('coffee'),
        viewType: 'SMALL',
        scrollType: 'HORIZONTAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml('Espresso', 'Эспрессо', 'Espresso'),
            ml(
              'Ikki shot, Efiopiya donlari.',
              'Двойной шот, зерно Эфиопии.',
              'A double shot of Ethiopian beans.',
            ),
            menuImage('coffee-espresso'),
            16000,
          ),
          product(
            ml('Kapuchino', 'Капучино', 'Cappuccino'),
            ml(
              "Espresso va ipakdek sut ko'pigi.",
              'Эспрессо и шелковистая молочная пена.',
              'Espresso with silky milk foam.',
            ),
            menuImage('coffee'),
            24000,
            { modifierGroups: [coffeeSize, coffeeMilkAndSyrups], cartRecommendation: true, grades: [5, 5] },
          ),
          product(
            ml('Latte', 'Латте', 'Latte'),
            ml(
              "Yumshoq, ko'p sutli.",
              'Мягкий, с большим количеством молока.',
              'Mellow, with plenty of milk.',
            ),
            menuImage('coffee'),
            26000,
            { modifierGroups: [coffeeSize, coffeeMilkAndSyrups] },
          ),
          product(
            ml('Raf bodomli', 'Раф миндальный', 'Almond raf'),
            ml(
              'Qaymoq, bodom siropi va espresso.',
              'Сливки, миндальный сироп и эспрессо.',
              'Cream, almond syrup and espresso.',
            ),
            menuImage('coffee-raf'),
            32000,
            { modifierGroups: [coffeeSize], labels: ['HIT'] },
          ),
          product(
            ml('Flet uayt', 'Флэт уайт', 'Flat white'),
            ml(
              'Ikki shot va yupqa sut qatlami.',
              'Двойной шот и тонкий слой молока.',
              'A double shot with a thin layer of milk.',
            ),
            menuImage('coffee'),
            27000,
          ),
          product(
            ml('Muzli latte', 'Айс-латте', 'Iced latte'),
            ml('Muz, sut va espresso.', 'Лёд, молоко и эспрессо.', 'Ice, milk and espresso.'),
            menuImage('coffee-raf'),
            28000,
            { modifierGroups: [coffeeMilkAndSyrups], onlyAt: ['chilonzor', 'mirobod'] },
          ),
        ],
      },
      {
        name: ml('Limonadlar', 'Лимонады', 'Lemonades'),
        image: categoryImage('lemonade'),
        viewType: 'SMALL',
        scrollType: 'HORIZONTAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml('Klassik limonad', 'Классический лимонад', 'Classic lemonade'),
            ml(
              'Limon, yalpiz va gazli suv, 0,4 l.',
              'Лимон, мята и газированная вода, 0,4 л.',
              'Lemon, mint and soda, 0.4 l.',
            ),
            menuImage('lemonade'),
            22000,
          ),
          product(
            ml('Qulupnay-rayhon limonadi', 'Лимонад клубника-базилик', 'Strawberry basil lemonade'),
            ml(
              'Qulupnay pyuresi va rayhon, 0,4 l.',
              'Клубничное пюре и базилик, 0,4 л.',
              'Strawberry purée and basil, 0.4 l.',
            ),
            menuImage('lemonade-strawberry'),
            26000,
            { labels: ['NEW'], discount: 10 },
          ),
          product(
            ml('Mango-marakuyya', 'Манго-маракуйя', 'Mango passion fruit'),
            ml('Tropik limonad, 0,4 l.', 'Тропический лимонад, 0,4 л.', 'A tropical lemonade, 0.4 l.'),
            menuImage('lemonade-mango'),
            27000,
          ),
          product(
            ml('Apelsin fresh', 'Апельсиновый фреш', 'Fresh orange juice'),
            ml('Yangi siqilgan, 0,3 l.', 'Свежевыжатый, 0,3 л.', 'Freshly squeezed, 0.3 l.'),
            menuImage('juice'),
            25000,
          ),
        ],
      },
    ],
  },
  {
    name: ml('Desertlar', 'Десерты', 'Desserts'),
    icon: groupIcon('desserts'),
    bgColor: '#FCE8EE',
    iconBgColor: '#C2185B',
    categories: [
      {
        name: ml('Desertlar', 'Десерты', 'Desserts'),
        image: categoryImage('dessert'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml('San-Sebastyan chizkeyki', 'Чизкейк Сан-Себастьян', 'Basque cheesecake'),
            ml(
              'Kuydirilgan ustki qatlam, ichi kremdek.',
              'Жжёная корочка и кремовая серединка.',
              'A burnt top and a creamy centre.',
            ),
            menuImage('dessert'),
            34000,
            { labels: ['HIT'], grades: [5, 5, 5] },
          ),
          product(
            ml('Tiramisu', 'Тирамису', 'Tiramisu'),
            ml(
              'Maskarpone, espresso va kakao.',
              'Маскарпоне, эспрессо и какао.',
              'Mascarpone, espresso and cocoa.',
            ),
            menuImage('dessert'),
            36000,
          ),
          product(
            ml('Bodomli kruassan', 'Миндальный круассан', 'Almond croissant'),
            ml(
              'Bodom kremi va bodom yaproqchalari bilan.',
              'С миндальным кремом и лепестками миндаля.',
              'Filled with almond cream and topped with flaked almonds.',
            ),
            menuImage('breakfast'),
            26000,
            { cartRecommendation: true },
          ),
          product(
            ml("Pista muzqaymog'i", 'Фисташковое мороженое', 'Pistachio gelato'),
            ml('Ikki shar, pista bilan.', 'Два шарика, с фисташками.', 'Two scoops with pistachios.'),
            menuImage('icecream'),
            24000,
          ),
        ],
      },
    ],
  },
];
