/**
 * Policy texts of the demo merchants (terms of use, about the company, privacy), plain text with blank-line
 * paragraphs, in uz, ru and eng. Terms and privacy follow one template named after the merchant.
 */
import type { MultilingualText } from '@dasturxon/contracts';

export interface PolicyParty {
  /** The merchant's name in each language. */
  name: MultilingualText;
  phone: string;
  email: string;
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export function termsText(p: PolicyParty): MultilingualText {
  return {
    uz: paragraphs(
      `Ushbu ommaviy oferta «${p.name.uz}» (keyingi o'rinlarda — Sotuvchi) va saytda yoki Telegram ilovasida buyurtma beruvchi shaxs (keyingi o'rinlarda — Xaridor) o'rtasidagi munosabatlarni belgilaydi. Buyurtmani tasdiqlash orqali Xaridor ushbu shartlarni to'liq qabul qiladi.`,
      `Menyudagi narxlar O'zbekiston so'mida, barcha soliqlar bilan ko'rsatilgan. Yetkazib berish narxi va minimal buyurtma summasi manzil va filialga qarab savatda ko'rsatiladi. Chegirmalar va promokodlar ular amal qiladigan muddat ichida qo'llaniladi.`,
      `Buyurtma operator tomonidan qabul qilingandan so'ng tayyorlanadi. Yetkazib berish vaqti taxminiy bo'lib, ob-havo va yo'l holatiga qarab o'zgarishi mumkin. Buyurtmani oshxonaga yuborilgunga qadar bepul bekor qilish mumkin.`,
      `To'lov naqd pul, terminal yoki Payme, Click va Uzum orqali amalga oshiriladi. Onlayn to'lov bekor qilinganda pul 3 ish kuni ichida kartaga qaytariladi.`,
      `Taom sifati bo'yicha e'tirozlarni qabul qilingan kuni ${p.phone} raqamiga yoki ${p.email} manziliga yuboring: har bir murojaatni ko'rib chiqamiz.`,
    ),
    ru: paragraphs(
      `Настоящая публичная оферта регулирует отношения между «${p.name.ru}» (далее — Продавец) и лицом, оформляющим заказ на сайте или в Telegram-приложении (далее — Покупатель). Подтверждая заказ, Покупатель полностью принимает эти условия.`,
      `Цены в меню указаны в узбекских сумах с учётом всех налогов. Стоимость доставки и минимальная сумма заказа зависят от адреса и филиала и показываются в корзине. Скидки и промокоды действуют в течение указанного срока.`,
      `Заказ готовится после подтверждения оператором. Время доставки ориентировочное и может меняться из-за погоды и дорожной обстановки. Отменить заказ бесплатно можно, пока он не передан на кухню.`,
      `Оплата принимается наличными, через терминал или через Payme, Click и Uzum. При отмене онлайн-оплаченного заказа деньги возвращаются на карту в течение 3 рабочих дней.`,
      `Претензии к качеству блюд принимаются в день заказа по телефону ${p.phone} или по адресу ${p.email}: мы рассматриваем каждое обращение.`,
    ),
    eng: paragraphs(
      `This public offer governs the relationship between ${p.name.eng} (the Seller) and the person placing an order on the website or in the Telegram app (the Buyer). By confirming an order, the Buyer accepts these terms in full.`,
      `Menu prices are in Uzbek so'm and include all taxes. The delivery fee and minimum order depend on the address and branch and are shown in the basket. Discounts and promo codes apply during their stated period.`,
      `An order is prepared once an operator accepts it. Delivery times are estimates and may change with weather and traffic. An order can be cancelled free of charge until it is sent to the kitchen.`,
      `We accept cash, card terminals, Payme, Click and Uzum. If a prepaid order is cancelled, the money returns to the card within 3 working days.`,
      `Complaints about a dish are accepted on the day of the order at ${p.phone} or ${p.email}; we look into every one.`,
    ),
  };
}

export function privacyText(p: PolicyParty): MultilingualText {
  return {
    uz: paragraphs(
      `«${p.name.uz}» Xaridorlarning shaxsiy ma'lumotlarini O'zbekiston Respublikasining «Shaxsga doir ma'lumotlar to'g'risida»gi qonuniga muvofiq himoya qiladi.`,
      `Biz faqat buyurtmani bajarish uchun zarur ma'lumotlarni yig'amiz: ism, telefon raqami, yetkazib berish manzili va buyurtmalar tarixi. Karta ma'lumotlari bizda saqlanmaydi: ularni to'lov tizimi qayta ishlaydi.`,
      `Ma'lumotlar uchinchi shaxslarga faqat buyurtmani yetkazish uchun (kuryer xizmati, to'lov tizimi) yoki qonun talab qilganda beriladi.`,
      `Hisobingizni va unga bog'liq ma'lumotlarni profil sahifasida istalgan vaqtda o'chirishingiz yoki ${p.email} manziliga yozishingiz mumkin.`,
    ),
    ru: paragraphs(
      `«${p.name.ru}» защищает персональные данные Покупателей в соответствии с Законом Республики Узбекистан «О персональных данных».`,
      `Мы собираем только то, что нужно для выполнения заказа: имя, номер телефона, адрес доставки и историю заказов. Данные карт у нас не хранятся: их обрабатывает платёжная система.`,
      `Данные передаются третьим лицам только для доставки заказа (курьерская служба, платёжная система) или по требованию закона.`,
      `Вы можете в любое время удалить аккаунт и связанные с ним данные на странице профиля или написать на ${p.email}.`,
    ),
    eng: paragraphs(
      `${p.name.eng} protects its customers' personal data in line with the Law of the Republic of Uzbekistan "On Personal Data".`,
      `We collect only what an order needs: your name, phone number, delivery address and order history. We never store card details: the payment provider handles them.`,
      `Data is shared with third parties only to deliver your order (courier service, payment provider) or when the law requires it.`,
      `You can delete your account and the data linked to it at any time on your profile page, or write to ${p.email}.`,
    ),
  };
}
