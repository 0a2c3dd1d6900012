export default function VacancyRoute() {
  return null;
}
