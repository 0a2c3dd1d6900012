export function loader() {
  return Response.json({ version: 'dev' });
}
