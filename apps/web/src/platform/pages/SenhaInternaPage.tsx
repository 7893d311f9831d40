import {
  definirSenha,
  definirSenhaSchema,
  recuperarSenhaInterna,
  recuperarSenhaInternaSchema,
} from '@ipe/domain/senhaInterna';
import { Link, useSearchParams } from 'react-router';
import { chamar } from '../api/chamar.ts';
import { IpeFlower } from '../layout/Logo.tsx';
import { PRODUCT_NAME, useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { NovaSenhaForm, PedirLinkSenha } from './senha/FormulariosSenha.tsx';
import './entrada.css';
import './login.css';

/** Written here: texts of the internal users' password pages (issue 19). */
const T = {
  esqueci: 'Esqueci minha senha',
  pedido: 'Informe seu CPF. Enviaremos para o seu e-mail um link para criar uma nova senha.',
  definir: 'Criar minha senha',
  cpf: 'CPF',
  enviar: 'Enviar link',
  novaSenha: 'Nova senha',
  confNovaSenha: 'Confirme a nova senha',
  salvar: 'Salvar senha',
  voltar: 'Voltar para a entrada',
  semToken: 'Abra esta página pelo link recebido por e-mail.',
};

/**
 * The internal users' password pages, public: 'Esqueci minha senha' from /login, and /definir-senha
 * (the e-mailed link of a forgotten password or of an employee's first access).
 */
export default function SenhaInternaPage({ modo }: { modo: 'esqueci' | 'definir' }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const titulo = modo === 'esqueci' ? T.esqueci : T.definir;
  useDocumentTitle(titulo);
  return (
    <main id="conteudo" className="ipe-login ipe-entrada">
      <div className="ipe-login-card">
        <div className="ipe-login-brand">
          <IpeFlower size={56} />
          <p className="ipe-login-product">{PRODUCT_NAME}</p>
        </div>
        <h1>{titulo}</h1>
        {modo === 'esqueci' ? (
          <PedirLinkSenha
            schema={recuperarSenhaInternaSchema}
            valores={{ cpf: '' }}
            enviar={(body) => chamar(recuperarSenhaInterna, { body }, { errors: 'silent' })}
            textos={{ titulo: T.esqueci, pedido: T.pedido, cpf: T.cpf, enviar: T.enviar }}
            estilo="entrada"
          />
        ) : token ? (
          <NovaSenhaForm
            token={token}
            schema={definirSenhaSchema}
            enviar={(body) => chamar(definirSenha, { body }, { errors: 'silent' })}
            textos={{
              titulo: T.definir,
              novaSenha: T.novaSenha,
              confNovaSenha: T.confNovaSenha,
              salvar: T.salvar,
            }}
            prefixo="definir"
            estilo="entrada"
          />
        ) : (
          <p className="ipe-login-subtitle">{T.semToken}</p>
        )}
        <p className="ipe-login-footer">
          <Link to="/login">{T.voltar}</Link>
        </p>
      </div>
    </main>
  );
}
