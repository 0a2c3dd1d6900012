export default function LoginRoute() {
  return null;
}
