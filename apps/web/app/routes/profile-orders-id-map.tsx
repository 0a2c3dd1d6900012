export default function ProfileOrdersIdMapRoute() {
  return null;
}
