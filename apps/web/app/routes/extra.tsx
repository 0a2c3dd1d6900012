export default function ExtraRoute() {
  return null;
}
