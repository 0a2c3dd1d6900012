export default function MerchantNotAvailableRoute() {
  return null;
}
