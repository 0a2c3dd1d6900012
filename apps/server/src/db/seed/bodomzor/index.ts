/** Bodomzor café: light theme, Russian as main language, a single brand. */
import { ml } from '../../factories.ts';
import { closedAllWeek, roundTheClock, weeklyHours } from '../hours.ts';
import type { MerchantSpec } from '../merchant-spec.ts';
import { baristaVacancy, courierVacancy, pizzaCookVacancy, waiterVacancy } from '../vacancies.ts';
import { bodomzorMenu } from './menu.ts';

const name = ml('Bodomzor', 'Бодомзор', 'Bodomzor');
const phone = '+998 71 205 50 50';

export const bodomzorSpec: MerchantSpec = {
  merchant: {
    sub: 'bodomzor',
    name,
    logo: 'images/logos/bodomzor.svg',
    color: '#2E7D32',
    theme: 'LIGHT',
    mapProvider: 'LEAFLET',
    companyKey: 'bodomzor',
    latitude: 41.3381,
    longitude: 69.2847,
    settings: {
      logo: 'images/logos/bodomzor.svg',
      favicon: 'images/favicons/bodomzor.svg',
      brand: 'Bodomzor',
      mainColor: '#2E7D32',
      mainColorType: 'dark', // white text on the deep green; the page itself is light
      isDark: false,
      mainLanguage: 'ru',
      dineInActive: true,
      bookingActive: true,
      paymeActive: true,
      clickActive: true,
      uzumActive: true,
      cashbackActive: true,
      cardActive: true,
      favouriteActive: true,
      categoryView: 'GROUP_CATEGORY',
      contactsPhone: phone,
      instagram: 'https://instagram.com/bodomzor.cafe.demo',
      instagramActive: true,
      allowedExternalHosts: ['t.me', 'instagram.com'],
      title: ml(
        'Bodomzor — nonushta, pitsa va kofe',
        'Бодомзор — завтраки, пицца и кофе',
        'Bodomzor: breakfast, pizza and coffee',
      ),
      leftCopyWrite: ml('© Bodomzor kafesi', '© Кафе «Бодомзор»', '© Bodomzor café'),
      rightCopyWrite: ml('Dasturxon platformasida', 'На платформе Dasturxon', 'Powered by Dasturxon'),
      contacts: [
        { type: 'PHONE', value: phone, title: null },
        { type: 'INSTAGRAM', value: 'https://instagram.com/bodomzor.cafe.demo', title: null },
        { type: 'EMAIL', value: 'hello@bodomzor.example', title: null },
      ],
    },
  },
  cities: [
    { city: 'tashkent', isMain: true },
    { city: 'samarkand', isMain: false },
  ],
  branches: [
    {
      key: 'mirobod',
      city: 'tashkent',
      name: ml('Mirobod', 'Мирабад', 'Mirobod'),
      address: "Toshkent, Mirobod tumani, Afrosiyob ko'chasi, 7",
      latitude: 41.298,
      longitude: 69.274,
      phone: '+998 71 205 50 51',
      workHours: weeklyHours('08:00', '23:00'),
      isMain: true,
    },
    {
      key: 'chilonzor',
      city: 'tashkent',
      name: ml('Chilonzor', 'Чиланзар', 'Chilonzor'),
      address: "Toshkent, Chilonzor tumani, Muqimiy ko'chasi, 44",
      latitude: 41.287,
      longitude: 69.205,
      phone: '+998 71 205 50 52',
      workHours: roundTheClock(),
    },
    {
      key: 'yunusobod',
      city: 'tashkent',
      name: ml('Bodomzor metro', 'Метро Бодомзор', 'Bodomzor metro'),
      address: "Toshkent, Yunusobod tumani, Bodomzor yo'li, 1",
      latitude: 41.3381,
      longitude: 69.2847,
      phone: '+998 71 205 50 53',
      workHours: weeklyHours('08:00', '22:00', ['SUNDAY']),
      settings: { deliveryEnabled: false, expressEnabled: false, yandexEnabled: false },
    },
    {
      key: 'sergeli',
      city: 'tashkent',
      name: ml("Sergeli (ta'mirda)", 'Сергели (на ремонте)', 'Sergeli (closed for renovation)'),
      address: "Toshkent, Sergeli tumani, Quruvchilar ko'chasi, 9",
      latitude: 41.2245,
      longitude: 69.217,
      phone: '+998 71 205 50 54',
      workHours: closedAllWeek(),
    },
    {
      key: 'samarqand',
      city: 'samarkand',
      name: ml('Universitet xiyoboni', 'Университетский бульвар', 'University Boulevard'),
      address: 'Samarqand, Universitet xiyoboni, 15',
      latitude: 39.655,
      longitude: 66.966,
      phone: '+998 66 233 50 50',
      workHours: weeklyHours('09:00', '22:00'),
      settings: { bookingEnabled: false },
    },
  ],
  policyParty: { name, phone, email: 'hello@bodomzor.example' },
  about: {
    uz: [
      "Bodomzor — Toshkentdagi yorug' va shinam kafe: ertalabki kofe, kun bo'yi nonushta va tosh pechda pishgan pitsa.",
      "Kofe donlarini o'zimiz qovuramiz, xamirni 48 soat achitamiz, limonadlarni esa faqat yangi mevalardan tayyorlaymiz.",
      "Noutbuk bilan ishlash, do'stlar bilan uchrashish yoki oilaviy nonushta uchun — sizni kutamiz.",
    ].join('\n\n'),
    ru: [
      '«Бодомзор» — светлое уютное кафе в Ташкенте: утренний кофе, завтраки весь день и пицца из каменной печи.',
      'Мы сами обжариваем кофейные зёрна, выдерживаем тесто 48 часов, а лимонады готовим только из свежих фруктов.',
      'Поработать с ноутбуком, встретиться с друзьями или позавтракать всей семьёй — ждём вас.',
    ].join('\n\n'),
    eng: [
      'Bodomzor is a bright, cosy café in Tashkent: morning coffee, all-day breakfast and stone-baked pizza.',
      'We roast our own beans, rest our dough for 48 hours and make lemonades from fresh fruit only.',
      'Come to work on your laptop, meet friends or share a family breakfast: we are waiting for you.',
    ].join('\n\n'),
  },
  vacancies: [
    { ...baristaVacancy, branch: 'mirobod' },
    pizzaCookVacancy,
    { ...waiterVacancy, branch: 'chilonzor' },
    courierVacancy,
  ],
  menu: bodomzorMenu,
};
