export default function ProfileFavoritesRoute() {
  return null;
}
