export default function ForbiddenPage() {
  return <main><h1>ForbiddenPage</h1></main>;
}
