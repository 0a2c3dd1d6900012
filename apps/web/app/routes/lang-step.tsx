export default function LangStepRoute() {
  return null;
}
