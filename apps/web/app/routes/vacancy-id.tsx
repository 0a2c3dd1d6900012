export default function VacancyIdRoute() {
  return null;
}
