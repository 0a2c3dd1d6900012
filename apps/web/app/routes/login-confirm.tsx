export default function LoginConfirmRoute() {
  return null;
}
