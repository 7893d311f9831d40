import { randomInt } from 'node:crypto';
import { formatCpf, formatDate, isAllowed, onlyDigits } from '@ipe/domain';
import { CARTA_PRIMEIRO_ACESSO_DIAS } from '@ipe/domain/senhaInterna';
import {
  ACESSO_USUARIOS_COLABORADORES,
  AUTORIDADES_AUTOSERVICO,
  cartasPrimeiroAcesso,
  criarUsuariosColaboradores,
  lerMeusDados,
  MOTIVOS_IGNORADO,
  MSG_USUARIOS_COLABORADORES as M,
  meusDadosSchema,
  PERFIL_COLABORADOR,
  salvarMeusDados,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { empresa, perfil, usuario, usuarioEmpresa } from '../../../db/schema/index.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { enviarLinkSenha } from '../../../platform/auth/linkSenha.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { deleteUserSessions, diaDeHoje } from '../../../platform/auth/sessions.ts';
import { badRequest, fieldErrors, forbidden, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { baseDosLinks } from '../../../platform/mail/outbox.ts';
import { cabecalhoEmpresa, finalizar, novoDocumento, paragrafo, secao } from '../../../platform/pdf/index.ts';
import { colaborador } from './schema.ts';

const tags = ['cargoSalario'];
const ACESSO = ACESSO_USUARIOS_COLABORADORES;

/** The built-in 'Colaborador' profile (found by its key), created when missing. */
export async function perfilColaborador(db: Db) {
  const achar = () => db.select().from(perfil).where(eq(perfil.chave, PERFIL_COLABORADOR.chave));
  const [p] = await achar();
  if (p) return p;
  await db
    .insert(perfil)
    .values({
      nome: PERFIL_COLABORADOR.nome,
      chave: PERFIL_COLABORADOR.chave,
      authorities: [...AUTORIDADES_AUTOSERVICO],
    })
    .onConflictDoNothing();
  return (await achar())[0];
}

/**
 * Start-up seed: the built-in profile of an installation that has users. On the very first start it is
 * left to the demo data or the first bulk creation, so the first profiles keep their ids (1, 2).
 */
export async function garantirPerfilColaborador(db: Db): Promise<void> {
  const [u] = await db.select({ id: usuario.id }).from(usuario).limit(1);
  if (u) await perfilColaborador(db);
}

/** Letters: no 0/O, 1/I/L, so the code reads back unambiguously from paper. */
const ALFABETO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codigoDeUsoUnico = () => Array.from({ length: 8 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');

/**
 * Employee users (issue 19): bulk creation from talents (one transaction, a report of who was created and
 * who was skipped and why), first-access letters with a one-time code, and 'Atualizar Meus Dados'.
 */
export function registerUsuariosColaboradores(app: FastifyInstance, db: Db, config: Config) {
  rota(app, criarUsuariosColaboradores, { config: { access: ACESSO }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const { estabelecimentoId, areaOrganizacionalId } = req.body;
    const p = await perfilColaborador(db);
    // As in the user register: a profile is handed out only by who holds all its authorities.
    if (!p.authorities.every((a) => isAllowed(a as never, s.authorities))) throw forbidden();
    const [e] = await db.select().from(empresa).where(eq(empresa.id, s.empresaId));
    const talentos = await db
      .select({
        id: colaborador.id,
        nome: colaborador.nome,
        cpf: colaborador.cpf,
        email: colaborador.email,
        usuarioDoTalento: sql<
          number | null
        >`(select u.id from usuario u where u.colaborador_id = colaborador.id)`,
        usuarioDoCpf: sql<number | null>`(select u.id from usuario u where u.cpf = colaborador.cpf)`,
      })
      .from(colaborador)
      .where(
        and(
          eq(colaborador.empresaId, s.empresaId),
          eq(colaborador.situacao, 'A'),
          estabelecimentoId ? eq(colaborador.estabelecimentoId, estabelecimentoId) : undefined,
          areaOrganizacionalId
            ? sql`${colaborador.areaOrganizacionalId} in (
                with recursive sub(id) as (select ${areaOrganizacionalId}::int
                  union select a.id from area_organizacional a join sub on a.area_mae_id = sub.id)
                select id from sub)`
            : undefined,
        ),
      )
      .orderBy(sql`${colaborador.nome} collate "und-x-icu"`, asc(colaborador.id));
    const base = baseDosLinks(config, req.log);
    const criados: { usuarioId: number; colaboradorId: number; nome: string; acesso: 'EMAIL' | 'CARTA' }[] =
      [];
    const ignorados: { colaboradorId: number; nome: string; motivo: string }[] = [];
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      for (const c of talentos) {
        const ignorar = (motivo: string) => ignorados.push({ colaboradorId: c.id, nome: c.nome, motivo });
        if (!c.cpf) ignorar(MOTIVOS_IGNORADO.semCpf);
        else if (c.usuarioDoTalento !== null) ignorar(MOTIVOS_IGNORADO.jaPossuiUsuario);
        else if (c.usuarioDoCpf !== null) ignorar(MOTIVOS_IGNORADO.cpfDeOutroUsuario);
        else {
          const email = c.email?.trim() || null;
          // A request running at the same time may have taken the CPF or the talent: skipped, not failed.
          const [u] = await tx
            .insert(usuario)
            .values({ nome: c.nome.slice(0, 70), cpf: c.cpf, email, colaboradorId: c.id })
            .onConflictDoNothing()
            .returning({ id: usuario.id });
          if (!u) {
            ignorar(MOTIVOS_IGNORADO.jaPossuiUsuario);
            continue;
          }
          await tx.insert(usuarioEmpresa).values({ usuarioId: u.id, empresaId: s.empresaId, perfilId: p.id });
          await auditar(tx, s, {
            entidade: 'usuarios',
            entidadeId: u.id,
            acao: 'INSERIR',
            descricao: c.nome.slice(0, 70),
            depois: { nome: c.nome, cpf: c.cpf, colaboradorId: c.id, perfil: p.nome },
          });
          if (email)
            await enviarLinkSenha(tx, {
              usuario: { id: u.id, nome: c.nome, email },
              empresa: e,
              finalidade: 'PRIMEIRO_ACESSO',
              base,
              solicitanteId: s.usuarioId,
            });
          criados.push({
            usuarioId: u.id,
            colaboradorId: c.id,
            nome: c.nome,
            acesso: email ? 'EMAIL' : 'CARTA',
          });
        }
      }
    });
    if (criados.some((c) => c.acesso === 'EMAIL')) app.mailer.acordar();
    return { criados, ignorados };
  });

  rota(app, cartasPrimeiroAcesso, { config: { access: ACESSO }, schema: { tags } }, async (req, reply) => {
    const s = sessionOf(req);
    const ids = [...new Set(req.body.usuariosIds)];
    // Employee users of talents of the session's company, linked to it: nobody else's letter.
    const usuarios = await db
      .select({
        id: usuario.id,
        nome: colaborador.nome,
        cpf: usuario.cpf,
        senhaHash: usuario.senhaHash,
        trocarSenha: usuario.trocarSenha,
      })
      .from(usuario)
      .innerJoin(colaborador, eq(colaborador.id, usuario.colaboradorId))
      .innerJoin(
        usuarioEmpresa,
        and(eq(usuarioEmpresa.usuarioId, usuario.id), eq(usuarioEmpresa.empresaId, s.empresaId)),
      )
      .where(and(inArray(usuario.id, ids), eq(colaborador.empresaId, s.empresaId)))
      .orderBy(sql`${colaborador.nome} collate "und-x-icu"`, asc(usuario.id));
    if (usuarios.length !== ids.length) throw notFound(M.usuarioNaoEncontrado);
    const usado = usuarios.find((u) => u.senhaHash !== null && !u.trocarSenha);
    if (usado) throw badRequest(`${usado.nome}: ${M.cartaJaUsada}`);
    const codigos = new Map<number, string>();
    const validoAte = new Date(Date.now() + CARTA_PRIMEIRO_ACESSO_DIAS * 86_400_000);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      for (const u of usuarios) {
        // The code is a provisional password: the login asks for a new one at once (trocarSenha), so it
        // works once, and only until `validoAte`. A new letter replaces the previous code.
        const codigo = codigoDeUsoUnico();
        codigos.set(u.id, codigo);
        await tx
          .update(usuario)
          .set({ senhaHash: await hashPassword(codigo), trocarSenha: true, senhaProvisoriaAte: validoAte })
          .where(eq(usuario.id, u.id));
        await deleteUserSessions(tx, u.id);
        await auditar(tx, s, {
          entidade: 'usuarios',
          entidadeId: u.id,
          acao: 'CARTA_PRIMEIRO_ACESSO',
          descricao: u.nome.slice(0, 70),
        });
      }
    });
    const cab = await cabecalhoEmpresa(db, s);
    const doc = novoDocumento({ titulo: 'Carta de primeiro acesso', empresa: cab, usuario: s.usuarioNome });
    const endereco = config.appUrl ? `${config.appUrl}/login` : 'a página de entrada do Ipê RH';
    const validade = formatDate(diaDeHoje(validoAte));
    usuarios.forEach((u, i) => {
      if (i > 0) doc.addPage();
      secao(doc, u.nome);
      paragrafo(
        doc,
        `Olá, ${u.nome}. Seu usuário no Ipê RH de ${cab.nome} foi criado. Para o primeiro acesso:`,
      );
      paragrafo(doc, `1. Abra ${endereco}.`);
      paragrafo(doc, `2. Em CPF, informe ${formatCpf(u.cpf)}.`);
      paragrafo(doc, `3. Em Senha, informe o código de uso único: ${codigos.get(u.id)}`, { tamanho: 14 });
      paragrafo(doc, `O código vale até ${validade}; depois, peça ao RH uma nova carta.`);
      paragrafo(doc, `4. Escolha a empresa ${cab.nome} e clique em Entrar.`);
      paragrafo(
        doc,
        'Logo ao entrar, o sistema pede que você crie a sua própria senha; a partir daí o código não vale mais. Guarde esta carta em local seguro e não a entregue a outra pessoa.',
      );
    });
    reply.header('content-disposition', 'attachment; filename="cartas-primeiro-acesso.pdf"');
    reply.type('application/pdf');
    return finalizar(doc);
  });

  /** The talent of the session's user, or 404 with the reason. */
  const meuTalento = (req: Parameters<typeof sessionOf>[0]) => {
    const id = sessionOf(req).colaboradorId;
    if (id == null) throw notFound(M.semColaborador);
    return id;
  };
  const dados = {
    nome: colaborador.nome,
    cpf: colaborador.cpf,
    email: colaborador.email,
    dddCelular: colaborador.dddCelular,
    celular: colaborador.celular,
    cep: colaborador.cep,
    logradouro: colaborador.logradouro,
    numero: colaborador.numero,
    complemento: colaborador.complemento,
    bairro: colaborador.bairro,
    estadoId: colaborador.estadoId,
    cidadeId: colaborador.cidadeId,
  };
  const ler = async (on: Db, id: number) => {
    const [d] = await on.select(dados).from(colaborador).where(eq(colaborador.id, id));
    if (!d) throw notFound(M.semColaborador);
    return d;
  };

  rota(app, lerMeusDados, { config: { access: 'ROLE_CAD_INFO_PESSOAL' }, schema: { tags } }, async (req) =>
    ler(db, meuTalento(req)),
  );

  rota(
    app,
    salvarMeusDados,
    { config: { access: 'ROLE_CAD_INFO_PESSOAL' }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const id = meuTalento(req);
      const parsed = meusDadosSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
      // Only the declared contact fields, only on the session's own talent: an id in the body is ignored.
      const v = parsed.data as Record<string, unknown>;
      const novo = {
        email: (v.email as string | null | undefined) ?? null,
        dddCelular: typeof v.dddCelular === 'string' ? onlyDigits(v.dddCelular) || null : null,
        celular: (v.celular as string | null | undefined) ?? null,
        cep: (v.cep as string | null | undefined) ?? null,
        logradouro: (v.logradouro as string | null | undefined) ?? null,
        numero: (v.numero as string | null | undefined) ?? null,
        complemento: (v.complemento as string | null | undefined) ?? null,
        bairro: (v.bairro as string | null | undefined) ?? null,
        estadoId: (v.estadoId as number | null | undefined) ?? null,
        cidadeId: (v.cidadeId as number | null | undefined) ?? null,
      };
      const depois = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const antes = await ler(tx, id);
        await tx.update(colaborador).set(novo).where(eq(colaborador.id, id));
        // The user's e-mail follows: a forgotten-password link goes to the address just given.
        await tx.update(usuario).set({ email: novo.email }).where(eq(usuario.id, s.usuarioId));
        const lido = await ler(tx, id);
        await auditar(tx, s, {
          entidade: 'colaboradores',
          entidadeId: id,
          acao: 'ATUALIZAR_MEUS_DADOS',
          descricao: antes.nome.slice(0, 255),
          antes,
          depois: lido,
        });
        return lido;
      });
      return { message: M.dadosAtualizados, dados: depois };
    },
  );
}
