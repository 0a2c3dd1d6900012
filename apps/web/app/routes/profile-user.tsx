export default function ProfileUserRoute() {
  return null;
}
