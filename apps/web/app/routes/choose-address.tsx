export default function ChooseAddressRoute() {
  return null;
}
