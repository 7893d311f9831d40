import { formatCpf } from '@ipe/domain';
import { InputText } from 'primereact/inputtext';
import { useDocumentTitle } from '../../platform/layout/useDocumentTitle.ts';
import { useSession } from '../../platform/session/state.ts';

/** Written here: the page's texts (the spec names the menu entry only). */
const T = {
  titulo: 'Meus Dados',
  nome: 'Nome',
  cpf: 'CPF',
  email: 'E-mail',
  semEmail: 'Não informado',
  nota: 'A edição dos dados pessoais pelo próprio usuário chega em uma versão futura. Para corrigir algum dado, fale com o RH da sua empresa.',
};

/** 'Atualizar Meus Dados' (ROLE_CAD_INFO_PESSOAL): the user's data, read-only for now. */
export default function MeusDadosPage() {
  useDocumentTitle(T.titulo);
  const { info } = useSession();
  if (!info) return null;
  const { usuario } = info;
  const fields = [
    { id: 'meus-dados-nome', label: T.nome, value: usuario.nome },
    { id: 'meus-dados-cpf', label: T.cpf, value: formatCpf(usuario.cpf) },
    { id: 'meus-dados-email', label: T.email, value: usuario.email ?? T.semEmail },
  ];
  return (
    <section className="ipe-page ipe-narrow" aria-labelledby="meus-dados-titulo">
      <h1 id="meus-dados-titulo">{T.titulo}</h1>
      <p className="ipe-note">
        <i className="pi pi-info-circle" aria-hidden="true" /> {T.nota}
      </p>
      <div className="ipe-form ipe-card">
        {fields.map((f) => (
          <div className="ipe-field" key={f.id}>
            <label htmlFor={f.id}>{f.label}</label>
            <InputText id={f.id} value={f.value} readOnly />
          </div>
        ))}
      </div>
    </section>
  );
}
