export default function ProfileAddressCreateRoute() {
  return null;
}
