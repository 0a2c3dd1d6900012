/** Texts of the Telegram mini-app: sign-in (issue 3) and its MainButton (issue 10). */
export const telegram = {
  uz: {
    'telegram.signingIn': 'Telegram orqali kirilmoqda…',
    'telegram.contactTitle': 'Telefon raqamingizni ulashing',
    'telegram.contactText':
      "Buyurtma berish va buyurtmalaringizni kuzatish uchun Telegram'dagi raqamingizni ulashing. Raqam Telegram orqali tasdiqlanadi.",
    'telegram.shareContact': 'Kontaktni ulashish',
    'telegram.later': 'Keyinroq',
    'telegram.verifying': 'Raqam tasdiqlanmoqda…',
    'telegram.declined':
      "Raqam ulashilmadi. Kirish uchun kontaktingizni ulashing yoki keyinroq urinib ko'ring.",
    'telegram.unsupported':
      "Telegram ilovangiz kontakt ulashishni qo'llab-quvvatlamaydi. Telegram'ni yangilang.",
    'telegram.badPhone': "Faqat O'zbekiston raqamlari (+998) bilan kirish mumkin.",
    'telegram.failedTitle': "Telegram orqali kirib bo'lmadi",
    'telegram.retry': 'Qayta urinish',
    'telegram.close': 'Yopish',
    'telegram.welcome': 'Xush kelibsiz!',
    'telegram.toMenu': 'Menyuga qaytish',
  },
  ru: {
    'telegram.signingIn': 'Вход через Telegram…',
    'telegram.contactTitle': 'Поделитесь номером телефона',
    'telegram.contactText':
      'Чтобы оформлять заказы и следить за ними, поделитесь номером из Telegram. Номер подтверждается через Telegram.',
    'telegram.shareContact': 'Поделиться контактом',
    'telegram.later': 'Позже',
    'telegram.verifying': 'Подтверждаем номер…',
    'telegram.declined': 'Номер не отправлен. Чтобы войти, поделитесь контактом или попробуйте позже.',
    'telegram.unsupported': 'Ваше приложение Telegram не умеет делиться контактом. Обновите Telegram.',
    'telegram.badPhone': 'Войти можно только с узбекским номером (+998).',
    'telegram.failedTitle': 'Не удалось войти через Telegram',
    'telegram.retry': 'Повторить',
    'telegram.close': 'Закрыть',
    'telegram.welcome': 'Добро пожаловать!',
    'telegram.toMenu': 'Вернуться в меню',
  },
  eng: {
    'telegram.signingIn': 'Signing in with Telegram…',
    'telegram.contactTitle': 'Share your phone number',
    'telegram.contactText':
      'To order and follow your orders, share your Telegram phone number. Telegram confirms the number.',
    'telegram.shareContact': 'Share contact',
    'telegram.later': 'Later',
    'telegram.verifying': 'Confirming your number…',
    'telegram.declined': 'The number was not shared. To sign in, share your contact or try again later.',
    'telegram.unsupported': 'Your Telegram app cannot share a contact. Please update Telegram.',
    'telegram.badPhone': 'Only Uzbek numbers (+998) can sign in.',
    'telegram.failedTitle': 'Could not sign in with Telegram',
    'telegram.retry': 'Try again',
    'telegram.close': 'Close',
    'telegram.welcome': 'Welcome!',
    'telegram.toMenu': 'Back to the menu',
  },
} as const;
