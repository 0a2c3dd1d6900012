export default function Extra2Route() {
  return null;
}
