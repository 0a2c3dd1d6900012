export default function AboutRoute() {
  return null;
}
