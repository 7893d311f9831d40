import { useSession } from '../../platform/session/state.ts';

export default function HomePage() {
  const { info } = useSession();
  return (
    <section>
      <h1>Bem-vindo(a), {info?.usuario.nome}</h1>
    </section>
  );
}
