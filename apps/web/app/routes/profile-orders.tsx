export default function ProfileOrdersRoute() {
  return null;
}
