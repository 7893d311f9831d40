import {
  lerCaixasMensagens,
  listarMensagens,
  marcarMensagemLida,
  removerMensagem,
  salvarCaixasMensagens,
} from '@ipe/domain/mensagens';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../auth/access.ts';
import { rota } from '../http/rota.ts';
import { lerCaixas, listar, marcarLida, remover, salvarOrdem } from './caixas.ts';

/**
 * The user's own message boxes (spec 3 §7 'Session and home'): every user reaches only its own recipient
 * rows in the session's company; another user's id answers 404.
 */
export function registerMensagensRoutes(app: FastifyInstance, db: Db) {
  const opcoes = { config: { access: 'authenticated' as const } };
  const dono = (req: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(req);
    return { usuarioId: s.usuarioId, empresaId: s.empresaId };
  };
  rota(app, lerCaixasMensagens, opcoes, async (req) => lerCaixas(db, dono(req)));
  rota(app, salvarCaixasMensagens, opcoes, async (req) =>
    salvarOrdem(db, dono(req).usuarioId, req.body.caixasMensagens),
  );
  rota(app, listarMensagens, opcoes, async (req) => listar(db, dono(req), req.query));
  rota(app, removerMensagem, opcoes, async (req, reply) => {
    await remover(db, dono(req), req.params.id);
    return reply.status(204).send();
  });
  rota(app, marcarMensagemLida, opcoes, async (req) =>
    marcarLida(db, dono(req), req.params.id, req.params.value === 'true'),
  );
}
