/** Navro'z Burger: the second brand of the "navruz" company, a merchant record of its own (decision 003). */
import { ml } from '../../factories.ts';
import { closedAllWeek, roundTheClock, weeklyHours } from '../hours.ts';
import type { MerchantSpec } from '../merchant-spec.ts';
import { cashierVacancy, courierVacancy, grillCookVacancy } from '../vacancies.ts';
import { navruzBurgerMenu } from './menu.ts';

const name = ml("Navro'z Burger", 'Навруз Бургер', 'Navruz Burger');
const phone = '+998 71 200 80 80';

export const navruzBurgerSpec: MerchantSpec = {
  merchant: {
    sub: 'navruzburger',
    name,
    logo: 'images/logos/navruzburger.svg',
    color: '#E4572E',
    theme: 'DARK',
    mapProvider: 'LEAFLET',
    companyKey: 'navruz',
    settings: {
      logo: 'images/logos/navruzburger.svg',
      favicon: 'images/favicons/navruzburger.svg',
      brand: "Navro'z Burger",
      mainColor: '#E4572E',
      mainColorType: 'light', // black text on the orange-red brand colour
      isDark: true,
      mainLanguage: 'uz',
      paymeActive: true,
      clickActive: true,
      uzumActive: true,
      promoActive: true,
      cashbackActive: true,
      basketPosition: 'FLOATING_OVER_PRODUCT',
      modificationViewType: 'FULL_IMAGE',
      contactsPhone: phone,
      telegram: 'https://t.me/navruz_burger_demo',
      telegramActive: true,
      allowedExternalHosts: ['t.me'],
      title: ml(
        "Navro'z Burger — burger, lavash va hot-dog",
        'Навруз Бургер — бургеры, лаваш и хот-доги',
        'Navruz Burger: burgers, lavash and hot dogs',
      ),
      leftCopyWrite: ml("© Navro'z Burger", '© Навруз Бургер', '© Navruz Burger'),
      rightCopyWrite: ml('Dasturxon platformasida', 'На платформе Dasturxon', 'Powered by Dasturxon'),
      contacts: [{ type: 'PHONE', value: phone, title: ml('Yetkazib berish', 'Доставка', 'Delivery') }],
    },
  },
  cities: [{ city: 'tashkent', isMain: true }],
  branches: [
    {
      key: 'yunusobod',
      city: 'tashkent',
      name: ml('Yunusobod', 'Юнусабад', 'Yunusobod'),
      address: "Toshkent, Yunusobod tumani, Amir Temur ko'chasi, 129",
      latitude: 41.364,
      longitude: 69.286,
      phone: '+998 71 200 80 81',
      workHours: weeklyHours('10:00', '03:00'),
      isMain: true,
    },
    {
      key: 'chilonzor',
      city: 'tashkent',
      name: ml('Chilonzor', 'Чиланзар', 'Chilonzor'),
      address: "Toshkent, Chilonzor tumani, Qatortol ko'chasi, 28",
      latitude: 41.2755,
      longitude: 69.204,
      phone: '+998 71 200 80 82',
      workHours: roundTheClock(),
      deliveryPrice: 9000,
    },
    {
      key: 'mirobod',
      city: 'tashkent',
      name: ml('Mirobod', 'Мирабад', 'Mirobod'),
      address: "Toshkent, Mirobod tumani, Shahrisabz ko'chasi, 5",
      latitude: 41.301,
      longitude: 69.279,
      phone: '+998 71 200 80 83',
      workHours: weeklyHours('11:00', '23:00', ['SUNDAY']),
      settings: { dineInEnabled: false, bookingEnabled: false },
    },
    {
      key: 'sergeli',
      city: 'tashkent',
      name: ml("Sergeli (ta'mirda)", 'Сергели (на ремонте)', 'Sergeli (closed for renovation)'),
      address: "Toshkent, Sergeli tumani, Yangi Sergeli ko'chasi, 12",
      latitude: 41.2275,
      longitude: 69.2205,
      phone: '+998 71 200 80 84',
      workHours: closedAllWeek(),
    },
    {
      key: 'olmazor',
      city: 'tashkent',
      name: ml('Olmazor', 'Алмазар', 'Olmazor'),
      address: "Toshkent, Olmazor tumani, Qorasaroy ko'chasi, 2",
      latitude: 41.349,
      longitude: 69.221,
      phone: '+998 71 200 80 85',
      workHours: weeklyHours('10:00', '22:00'),
      isActive: false,
    },
  ],
  brand: {
    companyKey: 'navruz',
    name,
    color: '#E4572E',
    image: 'images/brands/navruzburger.svg',
    priority: 2,
  },
  policyParty: { name, phone, email: 'burger@navruz.example' },
  about: {
    uz: [
      "Navro'z Burger — Navro'z oilasining ko'cha taomlari brendi. Biz choyxonadagi mehmondo'stlikni tezkor taomlar bilan birlashtirdik.",
      "Kotletlarimiz har kuni yangi mol go'shtidan tayyorlanadi, brioshlar o'zimizning novvoyxonada yopiladi, souslar esa o'z retseptimiz bo'yicha.",
      'Yunusobod filialimiz kechasi soat 3 gacha, Chilonzor esa kecha-kunduz ishlaydi.',
    ].join('\n\n'),
    ru: [
      '«Навруз Бургер» — бренд уличной еды семьи «Навруз». Мы соединили гостеприимство чайханы со скоростью фастфуда.',
      'Котлеты готовим каждый день из свежей говядины, бриоши печём в своей пекарне, соусы — по собственным рецептам.',
      'Филиал в Юнусабаде работает до 3 часов ночи, а на Чиланзаре — круглосуточно.',
    ].join('\n\n'),
    eng: [
      'Navruz Burger is the street-food brand of the Navruz family: chaikhana hospitality at fast-food speed.',
      'Our patties are made fresh from beef every day, our brioche buns come from our own bakery and our sauces from our own recipes.',
      'The Yunusobod branch is open until 3 am, and Chilonzor around the clock.',
    ].join('\n\n'),
  },
  vacancies: [
    { ...grillCookVacancy, branch: 'yunusobod' },
    courierVacancy,
    { ...cashierVacancy, branch: 'chilonzor' },
  ],
  menu: navruzBurgerMenu,
};
