/** The kitchen display (KITCHEN). */
export const kitchen = {
  uz: {
    'kitchen.title': 'Oshxona',
    'kitchen.start': 'Boshlash',
    'kitchen.ready': 'Tayyor',
    'kitchen.empty': "Hozircha buyurtma yo'q",
    'kitchen.due': '{time} gacha',
    'kitchen.queue': 'Navbatda',
    'kitchen.cooking': 'Tayyorlanmoqda',
  },
  ru: {
    'kitchen.title': 'Кухня',
    'kitchen.start': 'Начать',
    'kitchen.ready': 'Готово',
    'kitchen.empty': 'Заказов пока нет',
    'kitchen.due': 'к {time}',
    'kitchen.queue': 'В очереди',
    'kitchen.cooking': 'Готовится',
  },
  eng: {
    'kitchen.title': 'Kitchen',
    'kitchen.start': 'Start',
    'kitchen.ready': 'Ready',
    'kitchen.empty': 'No tickets yet',
    'kitchen.due': 'due {time}',
    'kitchen.queue': 'Queued',
    'kitchen.cooking': 'Cooking',
  },
};
