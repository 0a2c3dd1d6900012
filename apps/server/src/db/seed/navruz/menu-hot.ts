/** Navro'z choyxona: sets, national dishes, grill and soups. */
import { ml } from '../../factories.ts';
import { categoryImage, type GroupSpec, groupIcon, menuImage, product } from '../menu-spec.ts';
import { grillSauces, plovExtras, plovPortion, skewerCount } from '../modifiers.ts';

export const navruzHotGroups: GroupSpec[] = [
  {
    name: ml('Takliflar', 'Предложения', 'Offers'),
    icon: groupIcon('offers'),
    bgColor: '#3A2A1A',
    iconBgColor: '#E2A33B',
    categories: [
      {
        name: ml('Davra setlari', 'Сеты для компании', 'Sets to share'),
        image: categoryImage('sets'),
        viewType: 'BIG',
        scrollType: 'HORIZONTAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml('Oilaviy dasturxon', 'Семейный дастархан', 'Family dastarkhan'),
            ml(
              "1 kg to'y oshi, achchiq-chuchuk, Toshkent salati, 4 ta patir non va choynak ko'k choy. 4-5 kishiga.",
              'Килограмм свадебного плова, ачичук, салат «Ташкент», 4 лепёшки патыр и чайник зелёного чая. На 4-5 человек.',
              'A kilo of wedding plov, achichuk, Tashkent salad, four patyr flatbreads and a pot of green tea. Serves 4-5.',
            ),
            menuImage('plov'),
            245000,
            {
              discount: 15,
              labels: ['HIT'],
              grades: [5, 5, 5, 4],
              measure: 2.4,
              unit: 'KG',
              cookMinutes: [25, 40],
            },
          ),
          product(
            ml("Do'stlar uchun shashlik", 'Шашлык для друзей', 'Shashlik for friends'),
            ml(
              "10 six turli shashlik: qo'y, mol, jigar, tovuq va qiyma. Piyoz marinadi, pomidor va yangi non bilan.",
              '10 шампуров ассорти: баранина, говядина, печень, курица и люля. С маринованным луком, томатами и лепёшкой.',
              'Ten mixed skewers of lamb, beef, liver, chicken and lula kebab, with pickled onion, tomatoes and fresh bread.',
            ),
            menuImage('shashlik'),
            189000,
            { labels: ['HIT'], grades: [5, 4, 5], cookMinutes: [25, 35] },
          ),
          product(
            ml('Choyxona nonushtasi', 'Завтрак в чайхане', 'Chaikhana breakfast'),
            ml(
              'Qaymoq, asal, tandir somsa, issiq non va choynak choy. Ertalab soat 11:00 gacha.',
              'Каймак, мёд, тандырная самса, горячая лепёшка и чайник чая. До 11:00.',
              'Clotted cream, honey, tandoor somsa, warm bread and a pot of tea. Served until 11 am.',
            ),
            menuImage('breakfast'),
            68000,
            { systems: ['TG'], labels: ['NEW'], cookMinutes: [10, 15] },
          ),
        ],
      },
    ],
  },
  {
    name: ml('Milliy taomlar', 'Национальные блюда', 'National dishes'),
    icon: groupIcon('national'),
    bgColor: '#3B2314',
    iconBgColor: '#C8642D',
    categories: [
      {
        name: ml('Palov', 'Плов', 'Plov'),
        image: categoryImage('plov'),
        viewType: 'BIG',
        scrollType: 'VERTICAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml("To'y oshi", 'Свадебный плов', 'Wedding plov'),
            ml(
              "Devzira guruch, qo'y go'shti, sariq sabzi, no'xat va bedana tuxumi. Qozonda o'tinda pishiriladi.",
              'Рис девзира, баранина, жёлтая морковь, нут и перепелиные яйца. Готовится в казане на дровах.',
              'Devzira rice, lamb, yellow carrots, chickpeas and quail eggs, cooked in a cauldron over a wood fire.',
            ),
            menuImage('plov'),
            38000,
            {
              modifierGroups: [plovPortion, plovExtras],
              labels: ['HIT'],
              grades: [5, 5, 4, 5, 5],
              unit: 'GRAMM',
              measure: 350,
              calorie: 640,
              cookMinutes: [10, 15],
              cartRecommendation: true,
            },
          ),
          product(
            ml('Choyxona oshi', 'Чайханский плов', 'Chaikhana plov'),
            ml(
              "Lazer guruchi, mol go'shti, ko'p sabzi va zira. Qazi va bedana tuxumi bilan.",
              'Рис лазер, говядина, много моркови и зиры. С казы и перепелиным яйцом.',
              'Lazer rice, beef, plenty of carrots and cumin, topped with qazi and a quail egg.',
            ),
            menuImage('plov-qazi'),
            35000,
            {
              modifierGroups: [plovPortion, plovExtras],
              discount: 10,
              unit: 'GRAMM',
              measure: 350,
              calorie: 610,
            },
          ),
          product(
            ml('Samarqand oshi', 'Самаркандский плов', 'Samarkand plov'),
            ml(
              "Qatlam-qatlam: guruch, sabzi va go'sht aralashtirilmay suziladi. Samarqandcha oq guruch.",
              'Слоями: рис, морковь и мясо подаются не перемешиваясь. Белый самаркандский рис.',
              'Served in layers, rice, carrots and meat unmixed, the Samarkand way, with white rice.',
            ),
            menuImage('plov-samarkand'),
            42000,
            { modifierGroups: [plovPortion], unit: 'GRAMM', measure: 350, grades: [4, 5] },
          ),
          product(
            ml('Buxorocha oshi sofi', 'Бухарский плов «Оши софи»', 'Bukhara oshi sofi'),
            ml(
              "Sabzisiz, mayiz va quritilgan o'rik bilan pishirilgan shirinroq Buxoro oshi. Faqat Mirobod filialida.",
              'Сладковатый бухарский плов без моркови, с изюмом и курагой. Только в филиале Мирабад.',
              'A sweeter Bukhara plov without carrots, with raisins and dried apricots. Mirobod branch only.',
            ),
            menuImage('plov'),
            46000,
            { onlyAt: ['mirobod'], unit: 'GRAMM', measure: 350, labels: ['NEW'] },
          ),
          product(
            ml('Qazili osh', 'Плов с казы', 'Plov with qazi'),
            ml(
              "To'y oshi ustiga qalin tilimlangan qazi. Bayramona va to'yimli.",
              'Свадебный плов с толстыми ломтями казы. Празднично и сытно.',
              'Wedding plov crowned with thick slices of qazi horse sausage. Festive and filling.',
            ),
            menuImage('plov-qazi'),
            58000,
            { modifierGroups: [plovPortion], stopListAt: ['chilonzor'], unit: 'GRAMM', measure: 400 },
          ),
        ],
      },
      {
        name: ml("Lag'mon", 'Лагман', 'Lagman'),
        image: categoryImage('lagman'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml("Uyg'urcha lag'mon", 'Уйгурский лагман', 'Uyghur lagman'),
            ml(
              "Qo'lda cho'zilgan lag'mon, mol go'shti, bulg'or qalampiri va ko'katlar bilan qovurma.",
              'Тянутая вручную лапша, говядина, болгарский перец и зелень в соусе.',
              'Hand-pulled noodles topped with beef, bell peppers and herbs in a rich sauce.',
            ),
            menuImage('lagman'),
            38000,
            { labels: ['SPICY'], unit: 'GRAMM', measure: 400, calorie: 560, grades: [5, 4] },
          ),
          product(
            ml("Qovurma lag'mon", 'Жареный лагман', 'Fried lagman'),
            ml(
              "Go'sht va sabzavotlar bilan vokda qovurilgan lag'mon, ustida tuxum.",
              'Лагман, обжаренный в воке с мясом и овощами, с яйцом сверху.',
              'Noodles wok-fried with meat and vegetables, topped with a fried egg.',
            ),
            menuImage('lagman'),
            40000,
            { unit: 'GRAMM', measure: 380, discount: 15 },
          ),
          product(
            ml("Suyuq lag'mon", 'Суп-лагман', 'Lagman soup'),
            ml(
              "Go'shtli sho'rvada qo'lda cho'zilgan lag'mon, turp va pomidor bilan.",
              'Тянутая лапша в мясном бульоне с редькой и помидорами.',
              'Hand-pulled noodles in a meaty broth with radish and tomatoes.',
            ),
            menuImage('lagman-soup'),
            34000,
            { unit: 'GRAMM', measure: 450 },
          ),
          product(
            ml("Giyro lag'mon", 'Гиро-лагман', 'Giro lagman'),
            ml(
              "Mayda to'g'ralgan lag'mon, go'sht va sabzavotlar bilan. Tezda tayyorlanadi.",
              'Рубленая лапша с мясом и овощами. Готовится быстро.',
              'Chopped noodles stir-fried with meat and vegetables. Quick to make.',
            ),
            menuImage('lagman-soup'),
            36000,
            { available: false, unit: 'GRAMM', measure: 380 },
          ),
        ],
      },
      {
        name: ml('Manti va xonim', 'Манты и ханум', 'Manti and khanum'),
        image: categoryImage('manti'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml("Qo'y go'shtli manti", 'Манты с бараниной', 'Lamb manti'),
            ml(
              "5 dona bug'da pishgan manti: qo'y go'shti, dumba va piyoz. Qatiq bilan.",
              '5 штук паровых мант с бараниной, курдюком и луком. Подаются с катыком.',
              'Five steamed dumplings of lamb, tail fat and onion, served with yoghurt.',
            ),
            menuImage('manti'),
            32000,
            { grades: [5, 5, 4], unit: 'COUNT', cookMinutes: [25, 35] },
          ),
          product(
            ml('Qovoqli manti', 'Манты с тыквой', 'Pumpkin manti'),
            ml(
              'Shirin qovoq va piyozli 5 dona manti. Vegetarianlar uchun.',
              '5 мант со сладкой тыквой и луком. Вегетарианские.',
              'Five dumplings filled with sweet pumpkin and onion. Vegetarian.',
            ),
            menuImage('manti-pumpkin'),
            26000,
            { labels: ['VEGETARIAN'], cookMinutes: [25, 35] },
          ),
          product(
            ml('Xonim', 'Ханум', 'Khanum'),
            ml(
              "Yupqa xamirga o'ralgan kartoshka va go'sht rulet, bug'da pishiriladi.",
              'Рулет из тонкого теста с картофелем и мясом, приготовленный на пару.',
              'A steamed roll of thin dough with potato and minced meat.',
            ),
            menuImage('manti'),
            28000,
            { systems: ['WEB'] },
          ),
          product(
            ml('Chuchvara', 'Чучвара', 'Chuchvara'),
            ml(
              "Mayda qo'lda tugilgan chuchvara, qaymoq va ko'katlar bilan.",
              'Маленькие пельмени ручной лепки со сметаной и зеленью.',
              'Tiny hand-made dumplings with sour cream and herbs.',
            ),
            menuImage('manti-pumpkin'),
            30000,
            { unit: 'GRAMM', measure: 300 },
          ),
        ],
      },
    ],
  },
  {
    name: ml('Shashlik va kaboblar', 'Шашлык и кебабы', 'Shashlik and kebabs'),
    icon: groupIcon('grill'),
    bgColor: '#2E1A12',
    iconBgColor: '#B5432B',
    categories: [
      {
        name: ml('Shashliklar', 'Шашлыки', 'Skewers'),
        image: categoryImage('shashlik'),
        viewType: 'MEDIUM',
        scrollType: 'VERTICAL',
        navigationType: 'SHEET',
        products: [
          product(
            ml("Qo'y go'shti shashlik", 'Шашлык из баранины', 'Lamb shashlik'),
            ml(
              "Ko'mirda pishgan yumshoq qo'y go'shti, dumba bilan almashtirib tizilgan. Bir six.",
              'Сочная баранина с курдючным жиром на углях. Один шампур.',
              'Juicy lamb threaded with tail fat and grilled over charcoal. One skewer.',
            ),
            menuImage('shashlik'),
            18000,
            { modifierGroups: [skewerCount, grillSauces], grades: [5, 5, 5], labels: ['HIT'] },
          ),
          product(
            ml("Mol go'shti shashlik", 'Шашлык из говядины', 'Beef shashlik'),
            ml(
              "Piyoz va ziravorlarda tunab marinadlangan mol go'shti.",
              'Говядина, выдержанная ночь в луке и специях.',
              'Beef marinated overnight in onion and spices.',
            ),
            menuImage('shashlik'),
            17000,
            { modifierGroups: [skewerCount, grillSauces] },
          ),
          product(
            ml('Qiyma kabob', 'Люля-кебаб', 'Lula kebab'),
            ml(
              "Qo'y qiymasi, piyoz va zira. Lavash va piyoz bilan.",
              'Фарш из баранины с луком и зирой. С лавашом и луком.',
              'Minced lamb with onion and cumin, with flatbread and onion.',
            ),
            menuImage('shashlik-lula'),
            16000,
            { modifierGroups: [skewerCount, grillSauces], discount: 10 },
          ),
          product(
            ml('Jigar shashlik', 'Шашлык из печени', 'Liver shashlik'),
            ml(
              "Dumba bilan o'ralgan qo'y jigari, ko'mirda.",
              'Баранья печень в курдючном жире на углях.',
              'Lamb liver wrapped in tail fat, grilled over coals.',
            ),
            menuImage('shashlik-lula'),
            14000,
            { modifierGroups: [skewerCount] },
          ),
          product(
            ml('Tovuq shashlik', 'Шашлык из курицы', 'Chicken shashlik'),
            ml(
              'Qatiq va sarimsoqda marinadlangan tovuq soni.',
              'Куриное бедро в маринаде из катыка и чеснока.',
              'Chicken thigh marinated in yoghurt and garlic.',
            ),
            menuImage('shashlik-chicken'),
            15000,
            { modifierGroups: [skewerCount, grillSauces] },
          ),
          product(
            ml('Tovuq qanotlari', 'Куриные крылышки', 'Chicken wings'),
            ml(
              '6 dona achchiq-shirin sousdagi grilda pishgan qanot.',
              '6 крылышек на гриле в остро-сладком соусе.',
              'Six grilled wings in a sweet and spicy glaze.',
            ),
            menuImage('shashlik-chicken'),
            28000,
            { labels: ['SPICY'], systems: ['WEB'] },
          ),
          product(
            ml("Qo'zi qovurg'asi", 'Рёбрышки ягнёнка', 'Lamb ribs'),
            ml(
              "Ko'mirda qizartirilgan qo'zi qovurg'asi, 300 g.",
              'Рёбрышки ягнёнка, зажаренные на углях, 300 г.',
              'Lamb ribs charred over charcoal, 300 g.',
            ),
            menuImage('shashlik'),
            52000,
            { unit: 'GRAMM', measure: 300, onlyAt: ['chilonzor', 'yunusobod'], stopListAt: ['yunusobod'] },
          ),
          product(
            ml("Bo'lak kabob", 'Шашлык кусковой', 'Chunk kebab'),
            ml(
              "Katta bo'laklarda mol go'shti, pomidor va qalampir bilan.",
              'Крупные куски говядины с томатами и перцем.',
              'Big chunks of beef with tomatoes and peppers.',
            ),
            menuImage('shashlik'),
            22000,
            { modifierGroups: [skewerCount, grillSauces] },
          ),
        ],
      },
      {
        name: ml('Qozon kabob va qovurmalar', 'Казан-кебаб и жаркое', 'Kazan kebab and roasts'),
        image: categoryImage('kazan'),
        viewType: 'BIG',
        scrollType: 'VERTICAL',
        navigationType: 'FULL_SCREEN',
        products: [
          product(
            ml('Qozon kabob', 'Казан-кебаб', 'Kazan kebab'),
            ml(
              "Qozonda qizartirilgan qo'y go'shti va oltin rang kartoshka, piyoz halqalari bilan.",
              'Баранина с золотистым картофелем, обжаренные в казане, с кольцами лука.',
              'Lamb and golden potatoes fried in a cauldron, with onion rings.',
            ),
            menuImage('kazan'),
            65000,
            { unit: 'GRAMM', measure: 450, grades: [5, 4, 5] },
          ),
          product(
            ml("Tandir go'sht", 'Тандыр-гушт', 'Tandir gosht'),
            ml(
              "Tandirda 6 soat dimlangan qo'y go'shti. Har kuni cheklangan miqdorda.",
              'Баранина, томлённая 6 часов в тандыре. Ограниченное количество каждый день.',
              'Lamb slow-cooked in a clay tandoor for six hours. Limited every day.',
            ),
            menuImage('kazan'),
            75000,
            { systems: ['TG'], unit: 'GRAMM', measure: 400 },
          ),
          product(
            ml('Jiz', 'Джиз', 'Jiz'),
            ml(
              "O'z yog'ida qovurilgan qo'y go'shti, piyoz va zira bilan.",
              'Баранина, обжаренная в собственном жиру, с луком и зирой.',
              'Lamb fried in its own fat with onion and cumin.',
            ),
            menuImage('kazan'),
            55000,
            { unit: 'GRAMM', measure: 350 },
          ),
          product(
            ml('Dimlama', 'Димляма', 'Dimlama'),
            ml(
              "Go'sht, karam, kartoshka, sabzi va bulg'or qalampiri o'z sharbatida dimlangan.",
              'Мясо, капуста, картофель, морковь и перец, томлённые в собственном соку.',
              'Meat, cabbage, potato, carrot and peppers braised in their own juices.',
            ),
            menuImage('kazan'),
            48000,
            { unit: 'GRAMM', measure: 500, discount: 20 },
          ),
        ],
      },
      {
        name: ml('Garnirlar', 'Гарниры', 'Sides'),
        image: categoryImage('sides'),
        viewType: 'SMALL',
        scrollType: 'VERTICAL',
        navigationType: 'POP_UP',
        products: [
          product(
            ml('Qovurilgan kartoshka', 'Картофель фри', 'French fries'),
            ml('Oltin rang kartoshka fri.', 'Золотистый картофель фри.', 'Golden French fries.'),
            menuImage('fries'),
            14000,
            { unit: 'GRAMM', measure: 200 },
          ),
          product(
            ml('Grilda sabzavotlar', 'Овощи гриль', 'Grilled vegetables'),
            ml(
              "Baqlajon, qalampir, pomidor va qovoqcha ko'mirda.",
              'Баклажан, перец, томаты и кабачок на углях.',
              'Eggplant, peppers, tomatoes and courgette over charcoal.',
            ),
            menuImage('salad'),
            22000,
            { labels: ['VEGETARIAN'] },
          ),
          product(
            ml('Marinadlangan piyoz', 'Маринованный лук', 'Pickled onion'),
            ml(
              'Sirka va rayhon bilan piyoz halqalari.',
              'Кольца лука с уксусом и базиликом.',
              'Onion rings with vinegar and basil.',
            ),
            menuImage('sauce'),
            5000,
            { cartRecommendation: true },
          ),
          product(
            ml('Guruch garniri', 'Рис на гарнир', 'Steamed rice'),
            ml('Zirali oq guruch.', 'Белый рис с зирой.', 'White rice with cumin.'),
            menuImage('plov'),
            10000,
          ),
        ],
      },
    ],
  },
];
