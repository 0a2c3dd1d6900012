export default function ProfileCardsConfirmRoute() {
  return null;
}
