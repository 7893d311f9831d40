import {
  cartasPrimeiroAcesso,
  criarUsuariosColaboradores,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { salvarArquivo } from '../../../platform/relatorios/download.ts';
import { useOpcoes } from './opcoes.ts';

/** Written here: the screen's texts (issue 19). */
const T = {
  titulo: 'Acesso dos Talentos',
  explicacao:
    'Cria um usuário (perfil Colaborador) para cada talento ativo escolhido, que entra com o próprio CPF. Quem tem e-mail recebe um link para criar a senha; para os demais, imprima a carta de primeiro acesso com um código de uso único.',
  estabelecimento: 'Estabelecimento',
  area: 'Área Organizacional',
  todos: 'Todos',
  criar: 'Criar usuários',
  criados: 'Usuários criados',
  ignorados: 'Talentos sem usuário criado',
  porEmail: 'link enviado por e-mail',
  porCarta: 'carta a imprimir',
  cartas: 'Imprimir cartas dos talentos sem e-mail',
  carta: (nome: string) => `Imprimir carta de ${nome}`,
  nenhum: 'Nenhum',
  resumo: (c: number, i: number) => `${c} usuário(s) criado(s), ${i} talento(s) ignorado(s).`,
};

type Resultado = Awaited<ReturnType<typeof chamarCriar>>;
const chamarCriar = (body: { estabelecimentoId: number | null; areaOrganizacionalId: number | null }) =>
  chamar(criarUsuariosColaboradores, { body });

/** Cargos & Salários › Cadastros › Acesso dos Talentos: employee users in bulk and their letters. */
export default function UsuariosColaboradoresPage() {
  useDocumentTitle(T.titulo);
  const opcoes = useOpcoes();
  const [estabelecimentoId, setEstabelecimento] = useState<number | null>(null);
  const [areaOrganizacionalId, setArea] = useState<number | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const criar = async () => {
    setOcupado(true);
    try {
      const r = await chamarCriar({ estabelecimentoId, areaOrganizacionalId });
      setResultado(r);
      toastSuccess(T.resumo(r.criados.length, r.ignorados.length));
    } finally {
      setOcupado(false);
    }
  };
  const porCarta = resultado?.criados.filter((c) => c.acesso === 'CARTA') ?? [];
  // A letter replaces the user's previous code; the e-mailed link keeps working until used.
  const imprimir = async (usuariosIds: number[]) => {
    const pdf = await chamar(cartasPrimeiroAcesso, { body: { usuariosIds } });
    salvarArquivo(pdf, 'cartas-primeiro-acesso.pdf');
  };

  return (
    <section className="ipe-page" aria-labelledby="usuarios-colab-titulo">
      <h1 id="usuarios-colab-titulo">{T.titulo}</h1>
      <p className="ipe-note">{T.explicacao}</p>
      <div className="ipe-form ipe-card">
        <div className="ipe-field">
          <label htmlFor="usuarios-colab-estabelecimento">{T.estabelecimento}</label>
          <Dropdown
            inputId="usuarios-colab-estabelecimento"
            value={estabelecimentoId}
            options={opcoes.estabelecimentos}
            onChange={(e) => setEstabelecimento(e.value ?? null)}
            placeholder={T.todos}
            showClear
            filter
          />
        </div>
        <div className="ipe-field">
          <label htmlFor="usuarios-colab-area">{T.area}</label>
          <Dropdown
            inputId="usuarios-colab-area"
            value={areaOrganizacionalId}
            options={opcoes.areas}
            onChange={(e) => setArea(e.value ?? null)}
            placeholder={T.todos}
            showClear
            filter
          />
        </div>
        <div>
          <Button type="button" label={T.criar} icon="pi pi-users" loading={ocupado} onClick={criar} />
        </div>
      </div>
      {resultado && (
        <div className="ipe-card">
          <h2>{T.criados}</h2>
          {resultado.criados.length ? (
            <ul aria-label={T.criados}>
              {resultado.criados.map((c) => (
                <li key={c.usuarioId}>
                  {c.nome} — {c.acesso === 'EMAIL' ? T.porEmail : T.porCarta}{' '}
                  <Button
                    type="button"
                    icon="pi pi-print"
                    text
                    rounded
                    aria-label={T.carta(c.nome)}
                    title={T.carta(c.nome)}
                    onClick={() => imprimir([c.usuarioId])}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{T.nenhum}</p>
          )}
          {porCarta.length > 0 && (
            <Button
              type="button"
              label={T.cartas}
              icon="pi pi-print"
              onClick={() => imprimir(porCarta.map((c) => c.usuarioId))}
            />
          )}
          <h2>{T.ignorados}</h2>
          {resultado.ignorados.length ? (
            <ul aria-label={T.ignorados}>
              {resultado.ignorados.map((c) => (
                <li key={c.colaboradorId}>
                  {c.nome}: {c.motivo}
                </li>
              ))}
            </ul>
          ) : (
            <p>{T.nenhum}</p>
          )}
        </div>
      )}
    </section>
  );
}
