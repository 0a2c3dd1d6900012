export default function ProfileCardsCreateRoute() {
  return null;
}
