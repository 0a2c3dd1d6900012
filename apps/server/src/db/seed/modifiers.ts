/**
 * Modifier groups reused across the demo menus. Required single choice: min 1, max 1 (a size or portion);
 * optional multi choice: min 0, max > 1 (extras, sauces).
 */
import type { ModifierGroupInput } from '../factories.ts';
import { ml } from '../factories.ts';

export const plovPortion: ModifierGroupInput = {
  name: ml('Porsiya', 'Порция', 'Portion'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('0,5 porsiya', '0,5 порции', 'Half portion'), price: 0, isDefault: true },
    { name: ml('1 porsiya', '1 порция', 'Full portion'), price: 18000 },
    { name: ml('1,5 porsiya', '1,5 порции', 'Portion and a half'), price: 36000 },
  ],
};

export const plovExtras: ModifierGroupInput = {
  name: ml("Qo'shimchalar", 'Добавки', 'Extras'),
  min: 0,
  max: 3,
  modifiers: [
    { name: ml('Bedana tuxumi (2 dona)', 'Перепелиные яйца (2 шт.)', 'Quail eggs (2 pcs)'), price: 4000 },
    { name: ml('Qazi (50 g)', 'Казы (50 г)', 'Qazi horse sausage (50 g)'), price: 14000 },
    { name: ml("Qo'shimcha go'sht", 'Дополнительное мясо', 'Extra meat'), price: 15000 },
    { name: ml('Mayiz', 'Изюм', 'Raisins'), price: 3000 },
    { name: ml('Achchiq qalampir', 'Острый перец', 'Hot pepper'), price: 2000 },
  ],
};

export const grillSauces: ModifierGroupInput = {
  name: ml('Souslar', 'Соусы', 'Sauces'),
  min: 0,
  max: 2,
  modifiers: [
    { name: ml('Tomatli sous', 'Томатный соус', 'Tomato sauce'), price: 3000 },
    { name: ml('Achchiq sous', 'Острый соус', 'Hot sauce'), price: 3000 },
    { name: ml('Suzmali sous', 'Соус из сузьмы', 'Suzma yoghurt sauce'), price: 4000 },
    { name: ml('Piyoz marinadi', 'Маринованный лук', 'Pickled onion'), price: 2000 },
  ],
};

export const skewerCount: ModifierGroupInput = {
  name: ml('Six soni', 'Количество шампуров', 'Skewers'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('1 six', '1 шампур', '1 skewer'), price: 0, isDefault: true },
    { name: ml('3 six', '3 шампура', '3 skewers'), price: 34000 },
    { name: ml('5 six', '5 шампуров', '5 skewers'), price: 66000 },
  ],
};

export const teaPot: ModifierGroupInput = {
  name: ml('Choynak', 'Чайник', 'Teapot'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('Kichik (0,5 l)', 'Маленький (0,5 л)', 'Small (0.5 l)'), price: 0, isDefault: true },
    { name: ml('Katta (1 l)', 'Большой (1 л)', 'Large (1 l)'), price: 4000 },
  ],
};

export const teaAdditions: ModifierGroupInput = {
  name: ml("Choyga qo'shimcha", 'К чаю', 'With your tea'),
  min: 0,
  max: 3,
  modifiers: [
    { name: ml('Limon', 'Лимон', 'Lemon'), price: 2000 },
    { name: ml('Asal', 'Мёд', 'Honey'), price: 4000 },
    { name: ml('Novvot', 'Новвот', 'Navat crystal sugar'), price: 3000 },
    { name: ml('Yalpiz', 'Мята', 'Mint'), price: 1000 },
  ],
};

export const burgerExtras: ModifierGroupInput = {
  name: ml("Qo'shimchalar", 'Добавки', 'Extras'),
  min: 0,
  max: 3,
  modifiers: [
    { name: ml("Cheddar pishlog'i", 'Сыр чеддер', 'Cheddar'), price: 5000 },
    { name: ml("Qo'shimcha kotlet", 'Дополнительная котлета', 'Extra patty'), price: 15000 },
    { name: ml("Mol go'shti bekoni", 'Говяжий бекон', 'Beef bacon'), price: 7000 },
    { name: ml('Jalapeno', 'Халапеньо', 'Jalapeño'), price: 3000 },
    { name: ml('Qovurilgan piyoz', 'Жареный лук', 'Fried onion'), price: 3000 },
  ],
};

export const comboDrink: ModifierGroupInput = {
  name: ml('Ichimlik', 'Напиток', 'Drink'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('Coca-Cola 0,5 l', 'Coca-Cola 0,5 л', 'Coca-Cola 0.5 l'), price: 0, isDefault: true },
    { name: ml('Fanta 0,5 l', 'Fanta 0,5 л', 'Fanta 0.5 l'), price: 0 },
    { name: ml('Limonad (uy usulida)', 'Домашний лимонад', 'Homemade lemonade'), price: 5000 },
    { name: ml('Ayron', 'Айран', 'Ayran'), price: 0 },
  ],
};

export const dipSauces: ModifierGroupInput = {
  name: ml('Souslar', 'Соусы', 'Dips'),
  min: 0,
  max: 2,
  modifiers: [
    { name: ml('Ketchup', 'Кетчуп', 'Ketchup'), price: 2000 },
    { name: ml('Pishloqli sous', 'Сырный соус', 'Cheese sauce'), price: 3000 },
    { name: ml('Sarimsoqli sous', 'Чесночный соус', 'Garlic sauce'), price: 3000 },
    { name: ml('Barbekyu', 'Барбекю', 'Barbecue'), price: 3000 },
  ],
};

export const pizzaSize: ModifierGroupInput = {
  name: ml("O'lcham", 'Размер', 'Size'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('25 sm', '25 см', '25 cm'), price: 0, isDefault: true },
    { name: ml('30 sm', '30 см', '30 cm'), price: 22000 },
    { name: ml('35 sm', '35 см', '35 cm'), price: 38000 },
  ],
};

export const pizzaExtras: ModifierGroupInput = {
  name: ml("Qo'shimcha ingredientlar", 'Дополнительные ингредиенты', 'Extra toppings'),
  min: 0,
  max: 3,
  modifiers: [
    { name: ml('Motsarella', 'Моцарелла', 'Mozzarella'), price: 9000 },
    { name: ml("Qo'ziqorin", 'Шампиньоны', 'Mushrooms'), price: 6000 },
    { name: ml('Zaytun', 'Оливки', 'Olives'), price: 6000 },
    { name: ml('Halapeno', 'Халапеньо', 'Jalapeño'), price: 5000 },
    { name: ml('Parmezan', 'Пармезан', 'Parmesan'), price: 10000 },
  ],
};

export const coffeeSize: ModifierGroupInput = {
  name: ml('Hajm', 'Объём', 'Size'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('250 ml', '250 мл', '250 ml'), price: 0, isDefault: true },
    { name: ml('350 ml', '350 мл', '350 ml'), price: 6000 },
    { name: ml('450 ml', '450 мл', '450 ml'), price: 10000 },
  ],
};

export const coffeeMilkAndSyrups: ModifierGroupInput = {
  name: ml('Sut va siroplar', 'Молоко и сиропы', 'Milk and syrups'),
  min: 0,
  max: 2,
  modifiers: [
    { name: ml('Bodom suti', 'Миндальное молоко', 'Almond milk'), price: 7000 },
    { name: ml('Suli suti', 'Овсяное молоко', 'Oat milk'), price: 7000 },
    { name: ml('Karamel siropi', 'Карамельный сироп', 'Caramel syrup'), price: 4000 },
    { name: ml('Vanil siropi', 'Ванильный сироп', 'Vanilla syrup'), price: 4000 },
    { name: ml("Yong'oq siropi", 'Ореховый сироп', 'Hazelnut syrup'), price: 4000 },
  ],
};

export const pastaChoice: ModifierGroupInput = {
  name: ml('Pasta turi', 'Вид пасты', 'Pasta shape'),
  min: 1,
  max: 1,
  modifiers: [
    { name: ml('Spagetti', 'Спагетти', 'Spaghetti'), price: 0, isDefault: true },
    { name: ml('Penne', 'Пенне', 'Penne'), price: 0 },
    { name: ml('Fettuchini', 'Феттучини', 'Fettuccine'), price: 3000 },
  ],
};
