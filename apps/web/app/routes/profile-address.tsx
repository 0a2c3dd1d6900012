export default function ProfileAddressRoute() {
  return null;
}
