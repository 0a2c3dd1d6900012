export default function OffertaRoute() {
  return null;
}
