export default function CheckoutRoute() {
  return null;
}
