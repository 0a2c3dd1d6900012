export default function ProfileOrdersIdRoute() {
  return null;
}
