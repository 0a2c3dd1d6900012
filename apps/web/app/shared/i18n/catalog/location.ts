/**
 * Texts of the customer's location asked in context (decision 325), the branch picker ordered by distance
 * (decision 326), the address lookup's customer-facing failures (decision 327) and the shell's small texts of
 * issue 10 (the 404 page's title).
 */
export const location = {
  uz: {
    'location.findNearest': 'Eng yaqin filial',
    'location.findNearestLong': 'Eng yaqin filialni topish',
    'location.locating': 'Joylashuv aniqlanmoqda…',
    'location.chooseBranch': 'Filialni tanlash',
    'location.refused': "Joylashuvga ruxsat berilmagan — filialni ro'yxatdan tanlang.",
    'location.unavailable': "Joylashuvni aniqlab bo'lmadi — filialni ro'yxatdan tanlang.",
    'location.sortNearest': 'Yaqinlarini birinchi',
    'location.sortedNearest': 'Sizga yaqinlari birinchi',
    'location.nearest': 'Eng yaqin',
    'location.otherCities': 'Boshqa shaharlar',
    'location.closedNow': 'Hozir yopiq',
    'location.lookupFailed':
      "Bu nuqtaning manzilini aniqlab bo'lmadi. Ko'chani o'zingiz yozing yoki birozdan so'ng qayta urinib ko'ring.",
    'location.searchFailed':
      "Qidiruv hozir ishlamayapti. Xaritani suring yoki birozdan so'ng qayta urinib ko'ring.",
    'location.busy': "Juda ko'p so'rov. {seconds} soniyadan so'ng qayta urinib ko'ring.",
    'location.streetRequired': "Ko'cha yoki manzil nomini yozing — kuryer sizni shu bilan topadi.",
    'location.skipToDishes': "Taomlarga o'tish",
    'location.notFoundTitle': 'Sahifa topilmadi',
    'location.footerNav': "Sayt bo'limlari",
  },
  ru: {
    'location.findNearest': 'Ближайший филиал',
    'location.findNearestLong': 'Найти ближайший филиал',
    'location.locating': 'Определяем местоположение…',
    'location.chooseBranch': 'Выбрать филиал',
    'location.refused': 'Доступ к местоположению выключен — выберите филиал из списка.',
    'location.unavailable': 'Не удалось определить местоположение — выберите филиал из списка.',
    'location.sortNearest': 'Сначала ближайшие',
    'location.sortedNearest': 'Сначала ближайшие к вам',
    'location.nearest': 'Ближайший',
    'location.otherCities': 'Другие города',
    'location.closedNow': 'Сейчас закрыт',
    'location.lookupFailed':
      'Не удалось определить адрес этой точки. Впишите улицу сами или попробуйте чуть позже.',
    'location.searchFailed': 'Поиск сейчас не работает. Передвиньте карту или попробуйте чуть позже.',
    'location.busy': 'Слишком много запросов. Попробуйте через {seconds} с.',
    'location.streetRequired': 'Укажите улицу или название адреса — по ним курьер вас найдёт.',
    'location.skipToDishes': 'Перейти к блюдам',
    'location.notFoundTitle': 'Страница не найдена',
    'location.footerNav': 'Разделы сайта',
  },
  eng: {
    'location.findNearest': 'Nearest branch',
    'location.findNearestLong': 'Find the nearest branch',
    'location.locating': 'Finding your location…',
    'location.chooseBranch': 'Choose a branch',
    'location.refused': 'Location access is off — choose a branch from the list.',
    'location.unavailable': 'We could not find your location — choose a branch from the list.',
    'location.sortNearest': 'Nearest first',
    'location.sortedNearest': 'Nearest to you first',
    'location.nearest': 'Nearest',
    'location.otherCities': 'Other cities',
    'location.closedNow': 'Closed now',
    'location.lookupFailed':
      'We could not find the address of this point. Type the street yourself or try again a little later.',
    'location.searchFailed': 'Search is not working right now. Move the map or try again a little later.',
    'location.busy': 'Too many requests. Try again in {seconds} s.',
    'location.streetRequired': 'Enter the street or a name for the address — the courier finds you by it.',
    'location.skipToDishes': 'Skip to the dishes',
    'location.notFoundTitle': 'Page not found',
    'location.footerNav': 'Site sections',
  },
} as const;
