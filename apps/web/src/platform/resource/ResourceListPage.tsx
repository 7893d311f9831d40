export default function ResourceListPage() {
  return <main><h1>ResourceListPage</h1></main>;
}
