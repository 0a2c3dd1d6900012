/** A minimal page with a loader: the reference a freshly rendered menu page is compared with. */
import { useLoaderData } from 'react-router';

export function loader() {
  return { title: 'Menu', dishes: ['Plov', 'Lagman', 'Manti', 'Somsa', 'Shashlik'] };
}

export function meta() {
  return [{ title: 'Reference' }];
}

export default function Home() {
  const { title, dishes } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
      <ul>
        {dishes.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </main>
  );
}
