export default function SearchRoute() {
  return null;
}
