export default function CategoryRoute() {
  return null;
}
