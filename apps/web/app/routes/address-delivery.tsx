export default function AddressDeliveryRoute() {
  return null;
}
