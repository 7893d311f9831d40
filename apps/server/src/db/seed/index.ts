import { ALL_AUTHORITIES, onlyDigits } from '@ipe/domain';
import { count } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../client.ts';
import { empresa, perfil, usuario, usuarioEmpresa } from '../schema/index.ts';
import type { ServerModule } from '../../platform/modules.ts';
import { installResourceTables } from '../resource-tables.ts';

export const DEMO_ADMIN = { cpf: '52998224725', senha: 'demo1234', nome: 'Administrador Demonstração' };
export const DEMO_CONSULTA = { cpf: '11144477735', senha: 'demo1234', nome: 'Maria Consulta' };

type Log = (msg: string) => void;

/**
 * First start: reference data always (each module's `seed`); then either the demo company with its users (embedded
 * database or SEED_DEMO=1) or, on a production database, the administrator from ADMIN_CPF/ADMIN_PASSWORD.
 */
export async function seed(db: Db, config: Config, modules: readonly ServerModule[], log: Log = console.log) {
  // Demo steps may read through the generic storage (selections over the modules' tables).
  installResourceTables(modules.flatMap((m) => m.tables ?? []));
  for (const m of modules) await m.seed?.(db);
  const [{ n }] = await db.select({ n: count() }).from(usuario);
  if (n > 0) return;
  if (config.seedDemo) return seedDemo(db, modules, log);
  if (!config.adminCpf || !config.adminPassword) {
    log('Banco sem usuários: defina ADMIN_CPF e ADMIN_PASSWORD para criar o primeiro administrador.');
    return;
  }
  await db.transaction(async (tx) => {
    const [e] = await tx.insert(empresa).values({ nome: 'Minha Empresa' }).returning();
    const [p] = await tx
      .insert(perfil)
      .values({ nome: 'Administrador', authorities: ALL_AUTHORITIES })
      .returning();
    const [u] = await tx
      .insert(usuario)
      .values({
        nome: 'Administrador',
        cpf: onlyDigits(config.adminCpf ?? ''),
        senhaHash: await hashPassword(config.adminPassword ?? ''),
      })
      .returning();
    await tx.insert(usuarioEmpresa).values({ usuarioId: u.id, empresaId: e.id, perfilId: p.id });
  });
  log('Administrador criado a partir de ADMIN_CPF.');
}

async function seedDemo(db: Db, modules: readonly ServerModule[], log: Log) {
  await db.transaction(async (tx) => {
    const [matriz, filial] = await tx
      .insert(empresa)
      .values([
        {
          nome: 'Ipê Demonstração Ltda',
          razaoSocial: 'Ipê Demonstração Ltda',
          cnpj: '11222333000181',
          corPrincipal: '#FF850A',
        },
        {
          nome: 'Ipê Filial Nordeste',
          razaoSocial: 'Ipê Filial Nordeste Ltda',
          cnpj: '11444777000161',
          corPrincipal: '#2E7D32',
        },
      ])
      .returning();
    const [admin, consulta] = await tx
      .insert(perfil)
      .values([
        { nome: 'Administrador', authorities: ALL_AUTHORITIES },
        { nome: 'Consulta', authorities: ['ROLE_GERAL_BAIRROS', 'ROLE_CAD_INFO_PESSOAL'] },
      ])
      .returning();
    const [u1, u2] = await tx
      .insert(usuario)
      .values([
        {
          nome: DEMO_ADMIN.nome,
          cpf: DEMO_ADMIN.cpf,
          email: 'admin@demo.iperh.com.br',
          senhaHash: await hashPassword(DEMO_ADMIN.senha),
        },
        {
          nome: DEMO_CONSULTA.nome,
          cpf: DEMO_CONSULTA.cpf,
          email: 'maria@demo.iperh.com.br',
          senhaHash: await hashPassword(DEMO_CONSULTA.senha),
        },
      ])
      .returning();
    await tx.insert(usuarioEmpresa).values([
      { usuarioId: u1.id, empresaId: matriz.id, perfilId: admin.id },
      { usuarioId: u1.id, empresaId: filial.id, perfilId: admin.id },
      { usuarioId: u2.id, empresaId: matriz.id, perfilId: consulta.id },
    ]);
    const ctx = {
      tx: tx as unknown as Db,
      matrizId: matriz.id,
      filialId: filial.id,
      admin: { id: u1.id, nome: u1.nome },
    };
    // Each module's demo data, part by part, in the order of the modules list (dependency order).
    for (const m of modules) for (const step of m.demo ?? []) await step(ctx);
  });
  log('Empresa de demonstração criada.');
}
