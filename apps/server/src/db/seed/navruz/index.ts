/** Navro'z choyxona: dark theme, main brand of the "navruz" company (its second brand is Navro'z Burger). */
import { ml } from '../../factories.ts';
import { closedAllWeek, roundTheClock, weeklyHours } from '../hours.ts';
import type { MerchantSpec } from '../merchant-spec.ts';
import { cashierVacancy, cookVacancy, courierVacancy, waiterVacancy } from '../vacancies.ts';
import { navruzHotGroups } from './menu-hot.ts';
import { navruzMoreGroups } from './menu-more.ts';

const name = ml("Navro'z", 'Навруз', 'Navruz');
const phone = '+998 71 200 70 70';

export const navruzSpec: MerchantSpec = {
  merchant: {
    sub: 'navruz',
    name,
    logo: 'images/logos/navruz.svg',
    color: '#E2A33B',
    theme: 'DARK',
    mapProvider: 'LEAFLET',
    companyKey: 'navruz',
    latitude: 41.311081,
    longitude: 69.240562,
    settings: {
      logo: 'images/logos/navruz.svg',
      favicon: 'images/favicons/navruz.svg',
      brand: "Navro'z",
      mainColor: '#E2A33B',
      mainColorType: 'light', // amber needs black text (spec §9 rule); the page itself is dark (isDark)
      isDark: true,
      mainLanguage: 'uz',
      dineInActive: true,
      bookingActive: true,
      paymeActive: true,
      clickActive: true,
      uzumActive: true,
      cashbackActive: true,
      contactsPhone: phone,
      telegram: 'https://t.me/navruz_choyxona_demo',
      telegramActive: true,
      instagram: 'https://instagram.com/navruz.choyxona.demo',
      instagramActive: true,
      telegramBotLink: 'https://t.me/navruz_demo_bot',
      telegramBotLinkActive: true,
      allowedExternalHosts: ['t.me', 'instagram.com'],
      title: ml(
        "Navro'z choyxonasi — osh, shashlik va somsa",
        'Чайхана «Навруз» — плов, шашлык и самса',
        'Navruz chaikhana: plov, shashlik and somsa',
      ),
      leftCopyWrite: ml("© Navro'z choyxonasi", '© Чайхана «Навруз»', '© Navruz chaikhana'),
      rightCopyWrite: ml('Dasturxon platformasida', 'На платформе Dasturxon', 'Powered by Dasturxon'),
      contacts: [
        { type: 'PHONE', value: phone, title: ml('Call-markaz', 'Колл-центр', 'Call centre') },
        { type: 'TELEGRAM', value: 'https://t.me/navruz_choyxona_demo', title: null },
        { type: 'INSTAGRAM', value: 'https://instagram.com/navruz.choyxona.demo', title: null },
      ],
    },
  },
  cities: [
    { city: 'tashkent', isMain: true },
    { city: 'samarkand', isMain: false },
  ],
  branches: [
    {
      key: 'chilonzor',
      city: 'tashkent',
      name: ml('Chilonzor', 'Чиланзар', 'Chilonzor'),
      address: "Toshkent, Chilonzor tumani, Bunyodkor shoh ko'chasi, 3",
      latitude: 41.2856,
      longitude: 69.2034,
      phone: '+998 71 200 70 71',
      workHours: roundTheClock(),
      isMain: true,
    },
    {
      key: 'yunusobod',
      city: 'tashkent',
      name: ml('Yunusobod', 'Юнусабад', 'Yunusobod'),
      address: "Toshkent, Yunusobod tumani, Amir Temur ko'chasi, 107",
      latitude: 41.365,
      longitude: 69.287,
      phone: '+998 71 200 70 72',
      // Closes after midnight: close earlier than open (contracts WorkHourSchema).
      workHours: weeklyHours('09:00', '02:00'),
    },
    {
      key: 'mirobod',
      city: 'tashkent',
      name: ml('Mirobod', 'Мирабад', 'Mirobod'),
      address: "Toshkent, Mirobod tumani, Oybek ko'chasi, 18",
      latitude: 41.2995,
      longitude: 69.275,
      phone: '+998 71 200 70 73',
      workHours: weeklyHours('10:00', '23:00', ['MONDAY']),
      settings: { deliveryEnabled: false, expressEnabled: false, yandexEnabled: false },
    },
    {
      key: 'sergeli',
      city: 'tashkent',
      name: ml("Sergeli (ta'mirda)", 'Сергели (на ремонте)', 'Sergeli (closed for renovation)'),
      address: "Toshkent, Sergeli tumani, Yangi Sergeli ko'chasi, 35",
      latitude: 41.226,
      longitude: 69.219,
      phone: '+998 71 200 70 74',
      workHours: closedAllWeek(),
    },
    {
      key: 'samarqand',
      city: 'samarkand',
      name: ml('Registon', 'Регистан', 'Registan'),
      address: "Samarqand, Registon ko'chasi, 4",
      latitude: 39.6542,
      longitude: 66.9597,
      phone: '+998 66 233 70 70',
      workHours: weeklyHours('10:00', '23:00'),
      deliveryPrice: 10000,
      settings: { expressEnabled: false, yandexEnabled: false },
    },
  ],
  brand: {
    companyKey: 'navruz',
    name: ml("Navro'z choyxona", 'Чайхана «Навруз»', 'Navruz chaikhana'),
    color: '#E2A33B',
    image: 'images/brands/navruz.svg',
    priority: 1,
  },
  policyParty: { name, phone, email: 'info@navruz.example' },
  about: {
    uz: [
      "Navro'z — 2009-yilda Chilonzordagi kichik choyxonadan boshlangan oilaviy oshxona. Bugun Toshkent va Samarqanddagi filiallarimizda har kuni tongdan o'tin olovida osh damlaymiz.",
      "Guruchni Xorazmdan, sariq sabzini Farg'ona vodiysidan, go'shtni esa ishonchli fermerlardan olamiz. Somsa va nonlarimiz har kuni tandirda yopiladi.",
      "Bizda to'y va ma'rakalar uchun katta qozonda osh buyurtma qilish, hovlidagi so'rida oila bilan dam olish mumkin. Xush kelibsiz — dasturxonimiz doim ochiq!",
    ].join('\n\n'),
    ru: [
      '«Навруз» — семейная кухня, начавшаяся в 2009 году с маленькой чайханы на Чиланзаре. Сегодня в наших филиалах в Ташкенте и Самарканде каждое утро томят плов на дровах.',
      'Рис мы берём из Хорезма, жёлтую морковь — из Ферганской долины, мясо — у проверенных фермеров. Самса и лепёшки каждый день выпекаются в тандыре.',
      'У нас можно заказать плов в большом казане на свадьбу или праздник и отдохнуть всей семьёй на сури во дворе. Добро пожаловать — наш дастархан всегда открыт!',
    ].join('\n\n'),
    eng: [
      'Navruz is a family kitchen that began in 2009 as a small chaikhana in Chilonzor. Today our branches in Tashkent and Samarkand start every morning by slow-cooking plov over a wood fire.',
      'Our rice comes from Khorezm, our yellow carrots from the Fergana Valley and our meat from farmers we trust. Somsa and bread are baked in the tandoor every day.',
      'Order plov from a giant cauldron for a wedding or celebration, or relax with your family on a courtyard daybed. Welcome: our dastarkhan is always laid!',
    ].join('\n\n'),
  },
  vacancies: [
    { ...cookVacancy, branch: 'chilonzor' },
    courierVacancy,
    { ...cashierVacancy, branch: 'yunusobod' },
    { ...waiterVacancy, branch: 'mirobod' },
  ],
  menu: [...navruzHotGroups, ...navruzMoreGroups],
};
