export default function AddressPickupRoute() {
  return null;
}
