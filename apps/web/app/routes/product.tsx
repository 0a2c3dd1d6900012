export default function ProductRoute() {
  return null;
}
