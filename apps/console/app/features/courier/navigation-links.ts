/** Links that open a navigation app at the delivery point (the phone picks the app for geo:). */
export function navigationLinks(
  latitude: number,
  longitude: number,
): { id: string; label: string; href: string }[] {
  const point = `${latitude},${longitude}`;
  return [
    { id: 'yandex', label: 'Yandex Maps', href: `https://yandex.uz/maps/?rtext=~${point}&rtt=auto` },
    {
      id: 'google',
      label: 'Google Maps',
      href: `https://www.google.com/maps/dir/?api=1&destination=${point}`,
    },
    { id: 'geo', label: 'geo:', href: `geo:${point}?q=${point}` },
  ];
}
