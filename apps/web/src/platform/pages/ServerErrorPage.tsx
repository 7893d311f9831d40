export default function ServerErrorPage() {
  return <main><h1>ServerErrorPage</h1></main>;
}
