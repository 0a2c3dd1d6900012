/** Vacancy texts of the demo merchants, in uz, ru and eng. Salary is one neutral string (UZS per month). */
import type { MultilingualText } from '@dasturxon/contracts';
import { ml } from '../factories.ts';

export interface VacancyText {
  title: MultilingualText;
  description: MultilingualText;
  requirements: MultilingualText;
  salary: string;
}

export const cookVacancy: VacancyText = {
  title: ml('Oshpaz (milliy taomlar)', 'Повар (национальная кухня)', 'Cook (Uzbek cuisine)'),
  description: ml(
    'Qozon va tandir taomlarini tayyorlash: osh, qozon kabob, somsa. Ish jadvali 2/2, 10:00 dan 22:00 gacha. Bepul ovqat va forma.\n\nRasmiy ishga joylashtirish, oylik har oy 10-sanada.',
    'Приготовление блюд из казана и тандыра: плов, казан-кебаб, самса. График 2/2, с 10:00 до 22:00. Бесплатное питание и форма.\n\nОфициальное оформление, зарплата 10-го числа каждого месяца.',
    'Cooking cauldron and tandoor dishes: plov, kazan kebab, somsa. Shifts 2 on / 2 off, 10 am to 10 pm. Free meals and uniform.\n\nOfficial employment, paid on the 10th of each month.',
  ),
  requirements: ml(
    "Oshxonada kamida 2 yil tajriba. Tibbiy daftarcha. Tozalik va tartibga e'tibor.",
    'Опыт работы на кухне от 2 лет. Медицинская книжка. Аккуратность и чистоплотность.',
    'At least 2 years of kitchen experience. A health certificate. Care for cleanliness and order.',
  ),
  salary: '7 000 000 – 10 000 000 UZS',
};

export const courierVacancy: VacancyText = {
  title: ml('Kuryer', 'Курьер', 'Courier'),
  description: ml(
    "Buyurtmalarni shahar bo'ylab mijozlarga yetkazish. O'zingizga qulay smenalarni tanlaysiz. Termosumka va yoqilg'i kompensatsiyasi beriladi.",
    'Доставка заказов клиентам по городу. Смены выбираете сами. Выдаём термосумку, компенсируем топливо.',
    'Deliver orders to customers across the city. Choose the shifts that suit you. Thermal bag provided and fuel reimbursed.',
  ),
  requirements: ml(
    'Shaxsiy avtomobil yoki skuter, B toifali haydovchilik guvohnomasi, smartfon.',
    'Личный автомобиль или скутер, права категории B, смартфон.',
    'Your own car or scooter, a category B driving licence and a smartphone.',
  ),
  salary: '5 000 000 – 9 000 000 UZS',
};

export const cashierVacancy: VacancyText = {
  title: ml('Kassir', 'Кассир', 'Cashier'),
  description: ml(
    "Mehmonlarni kutib olish, buyurtma qabul qilish va hisob-kitob. Do'stona jamoa va o'qitish.",
    'Встреча гостей, приём заказов и расчёт. Дружный коллектив и обучение.',
    'Greet guests, take orders and handle payments. A friendly team and training provided.',
  ),
  requirements: ml(
    "O'zbek va rus tillarini bilish, kassa bilan ishlash tajribasi afzallik.",
    'Знание узбекского и русского языков, опыт работы с кассой — преимущество.',
    'Uzbek and Russian; experience with a till is a plus.',
  ),
  salary: '4 500 000 – 6 000 000 UZS',
};

export const waiterVacancy: VacancyText = {
  title: ml('Ofitsiant', 'Официант', 'Waiter'),
  description: ml(
    "Zalda mehmonlarga xizmat ko'rsatish, menyu bo'yicha maslahat berish. Choy puli sizniki.",
    'Обслуживание гостей в зале, консультация по меню. Чаевые ваши.',
    'Serve guests in the dining hall and help them choose from the menu. Tips are yours.',
  ),
  requirements: ml(
    'Xushmuomalalik, tezkorlik, 18 yoshdan katta.',
    'Вежливость, расторопность, возраст от 18 лет.',
    'Courtesy, speed and being 18 or older.',
  ),
  salary: '4 000 000 – 5 500 000 UZS',
};

export const baristaVacancy: VacancyText = {
  title: ml('Barista', 'Бариста', 'Barista'),
  description: ml(
    "Espresso asosidagi ichimliklar va limonadlar tayyorlash. Kofe bo'yicha bepul o'qitish.",
    'Приготовление напитков на основе эспрессо и лимонадов. Бесплатное обучение по кофе.',
    'Make espresso drinks and lemonades. Free coffee training.',
  ),
  requirements: ml(
    'Kofega qiziqish, latte-art tajribasi afzallik.',
    'Интерес к кофе, навыки латте-арта — преимущество.',
    'A love of coffee; latte art is a plus.',
  ),
  salary: '5 000 000 – 7 000 000 UZS',
};

export const grillCookVacancy: VacancyText = {
  title: ml('Grill oshpazi', 'Повар гриля', 'Grill cook'),
  description: ml(
    'Burger kotletlari, lavash va hot-doglarni grilda tayyorlash. Smenalar 8 soatdan.',
    'Приготовление котлет для бургеров, лаваша и хот-догов на гриле. Смены по 8 часов.',
    'Grill burger patties, lavash and hot dogs. Eight-hour shifts.',
  ),
  requirements: ml(
    'Fast-fudda tajriba afzallik, tibbiy daftarcha.',
    'Опыт в фастфуде — преимущество, медицинская книжка.',
    'Fast-food experience is a plus; a health certificate.',
  ),
  salary: '6 000 000 – 8 000 000 UZS',
};

export const pizzaCookVacancy: VacancyText = {
  title: ml('Pitsachi', 'Пиццайоло', 'Pizza chef'),
  description: ml(
    'Tosh pechda pitsa va pasta tayyorlash, xamirni tayyorlash. Smenalar 2/2.',
    'Приготовление пиццы в каменной печи и пасты, работа с тестом. График 2/2.',
    'Bake pizza in a stone oven, cook pasta and prepare dough. Shifts 2 on / 2 off.',
  ),
  requirements: ml(
    'Italyan oshxonasida kamida 1 yil tajriba, tibbiy daftarcha.',
    'Опыт в итальянской кухне от 1 года, медицинская книжка.',
    'At least a year in an Italian kitchen; a health certificate.',
  ),
  salary: '7 000 000 – 9 000 000 UZS',
};
