export default function ResourceFormPage() {
  return <main><h1>ResourceFormPage</h1></main>;
}
