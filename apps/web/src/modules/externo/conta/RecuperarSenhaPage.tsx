import {
  confirmarRecuperacaoCandidato,
  recuperarSenhaCandidato,
} from '@ipe/domain/resources/externo/conta/contratos';
import { confirmarRecuperacaoSchema, recuperarSenhaSchema } from '@ipe/domain/resources/externo/conta/index';
import { Link, useSearchParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { NovaSenhaForm, PedirLinkSenha } from '../../../platform/pages/senha/FormulariosSenha.tsx';
import { useEmpresaExterna } from '../../../platform/session/CandidatoGuard.tsx';
import '../../../platform/pages/login.css';

/** Written here: texts of the password recovery. */
const T = {
  titulo: 'Recuperar senha',
  pedido: 'Informe seu CPF. Enviaremos para o e-mail do seu cadastro um link para criar uma nova senha.',
  novaTitulo: 'Criar nova senha',
  cpf: 'CPF',
  enviar: 'Enviar link',
  novaSenha: 'Nova senha',
  confNovaSenha: 'Confirme a nova senha',
  salvar: 'Salvar nova senha',
  voltar: 'Voltar para a entrada',
  semEmpresa: 'Abra esta página pelo link da empresa (com empresaId).',
};

/** /externo/recuperar-senha?empresaId=N, and with &token=… from the e-mail (spec 1 §2, §7 'recuperar-senha'). */
export default function RecuperarSenhaPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const empresaId = useEmpresaExterna();
  useDocumentTitle(token ? T.novaTitulo : T.titulo);
  return (
    <section className="ipe-external-card" aria-labelledby="recuperar-titulo">
      <h1 id="recuperar-titulo">{token ? T.novaTitulo : T.titulo}</h1>
      {token ? (
        <NovaSenhaForm
          token={token}
          schema={confirmarRecuperacaoSchema}
          enviar={(body) => chamar(confirmarRecuperacaoCandidato, { body }, { errors: 'silent' })}
          textos={{
            titulo: T.novaTitulo,
            novaSenha: T.novaSenha,
            confNovaSenha: T.confNovaSenha,
            salvar: T.salvar,
          }}
          prefixo="recuperar"
          estilo="externo"
        />
      ) : empresaId ? (
        <PedirLinkSenha
          schema={recuperarSenhaSchema}
          valores={{ cpf: '', empresaId }}
          enviar={(body) => chamar(recuperarSenhaCandidato, { body }, { errors: 'silent' })}
          textos={{ titulo: T.titulo, pedido: T.pedido, cpf: T.cpf, enviar: T.enviar }}
          estilo="externo"
        />
      ) : (
        <p className="ipe-external-notice">{T.semEmpresa}</p>
      )}
      <p className="ipe-external-links">
        <Link to={`/externo/login${empresaId ? `?empresaId=${empresaId}` : ''}`}>{T.voltar}</Link>
      </p>
    </section>
  );
}
