export default function PrivacyRoute() {
  return null;
}
