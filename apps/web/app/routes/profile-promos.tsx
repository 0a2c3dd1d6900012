export default function ProfilePromosRoute() {
  return null;
}
