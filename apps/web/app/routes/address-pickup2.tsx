export default function AddressPickup2Route() {
  return null;
}
