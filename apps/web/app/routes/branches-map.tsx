export default function BranchesMapRoute() {
  return null;
}
