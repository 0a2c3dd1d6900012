export default function BranchesRoute() {
  return null;
}
