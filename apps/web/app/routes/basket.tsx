export default function BasketRoute() {
  return null;
}
