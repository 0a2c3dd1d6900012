export default function ProfileCardsRoute() {
  return null;
}
