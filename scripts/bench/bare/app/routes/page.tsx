// A page with a loader, a title and a paragraph: what "a bare React Router page" renders.
export function loader() {
  return { message: 'Hello from React Router' };
}

export function meta() {
  return [{ title: 'Bare page' }];
}

export default function Page({ loaderData }: { loaderData: { message: string } }) {
  return (
    <main>
      <h1>{loaderData.message}</h1>
      <p>A page with no database, no session and no dictionary.</p>
    </main>
  );
}
