import {
  AUTORIDADES_AUTOSERVICO,
  PERFIL_COLABORADOR,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { perfil, usuario, usuarioEmpresa } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { areaResponsavel } from '../areas/schema.ts';
import { colaborador } from '../colaboradores/schema.ts';
import { perfilColaborador } from '../colaboradores/usuarios.ts';

/** Employee users of the demo (README 'Logins de demonstração'): the password of all of them. */
export const DEMO_SENHA_COLABORADOR = 'demo1234';
export const DEMO_USUARIOS_COLABORADORES = 30;
/** Name of the demo manager's profile (authorities: AUTORIDADES_DEMO_GESTOR). */
export const DEMO_PERFIL_GESTOR = 'Gestor de Área';
/**
 * What the demo manager reaches beside self-service, all of it limited to its areas by the area scope
 * (spec 2 §6; docs/arquitetura/motores.md 'Area scope'): its people (talents), the requisitions of its
 * areas (request, follow, clone, close), the recruitment reports, statistics and vacancy analytics; and the
 * registers the requisition form chooses from (positions, bands, establishments, districts, evaluation
 * models, environments, functions). Not the selection process nor the candidate base: their routes are not
 * area-scoped yet (docs/usuario/acesso-colaborador.md).
 */
export const AUTORIDADES_DEMO_GESTOR = [
  'ROLE_CS_COLABORADORES',
  'ROLE_CAP_SOLICITACOES',
  'ROLE_CAP_SOLICITACOES_EDITAR',
  'ROLE_CAP_RELATORIOS',
  'ROLE_CAP_ESTATISTICAS_VAGA',
  'ROLE_CAP_ANALYTICS_VAGAS',
  'ROLE_CS_CARGOS',
  'ROLE_CS_FAIXAS',
  'ROLE_UTI_ESTABELECIMENTOS',
  'ROLE_GERAL_BAIRROS',
  'ROLE_CAP_MODELOS_AVALIACAO',
  'ROLE_SST_AMBIENTES',
  'ROLE_SST_FUNCOES',
  'ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA',
] as const;

/**
 * 30 employee users (profile 'Colaborador') for the first active talents of the head office, and one
 * manager: the responsible of the area with most talents, who sees that area's people. Their passwords
 * are known (demo1234) and need no first access, so anyone can try them.
 */
export async function seedDemoUsuariosColaboradores({ tx, matrizId }: DemoCtx): Promise<void> {
  const p = await perfilColaborador(tx);
  const [gestor] = await tx
    .select({ id: colaborador.id, nome: colaborador.nome, cpf: colaborador.cpf, email: colaborador.email })
    .from(areaResponsavel)
    .innerJoin(colaborador, eq(colaborador.id, areaResponsavel.colaboradorId))
    .where(eq(colaborador.empresaId, matrizId))
    .orderBy(
      sql`(select count(*) from ${colaborador} c where c.area_organizacional_id = ${areaResponsavel.areaOrganizacionalId}) desc`,
      asc(areaResponsavel.areaOrganizacionalId),
    )
    .limit(1);
  if (!p || !gestor) return;
  const talentos = await tx
    .select({ id: colaborador.id, nome: colaborador.nome, cpf: colaborador.cpf, email: colaborador.email })
    .from(colaborador)
    .where(
      and(
        eq(colaborador.empresaId, matrizId),
        eq(colaborador.situacao, 'A'),
        sql`${colaborador.cpf} is not null`,
        sql`${colaborador.id} <> ${gestor.id}`,
      ),
    )
    .orderBy(asc(colaborador.id))
    .limit(DEMO_USUARIOS_COLABORADORES);
  const [perfilGestor] = await tx
    .insert(perfil)
    .values({
      nome: DEMO_PERFIL_GESTOR,
      authorities: [...AUTORIDADES_AUTOSERVICO, ...AUTORIDADES_DEMO_GESTOR],
    })
    .returning();
  const senhaHash = await hashPassword(DEMO_SENHA_COLABORADOR);
  const todos = [...talentos, gestor];
  const usuarios = await tx
    .insert(usuario)
    .values(
      todos.map((c) => ({
        nome: c.nome.slice(0, 70),
        cpf: c.cpf as string,
        email: c.email,
        colaboradorId: c.id,
        senhaHash,
      })),
    )
    .returning({ id: usuario.id, colaboradorId: usuario.colaboradorId });
  await tx.insert(usuarioEmpresa).values(
    usuarios.map((u) => ({
      usuarioId: u.id,
      empresaId: matrizId,
      perfilId: u.colaboradorId === gestor.id ? perfilGestor.id : p.id,
    })),
  );
}
