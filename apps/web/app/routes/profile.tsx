export default function ProfileRoute() {
  return null;
}
