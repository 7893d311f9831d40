import {
  ancestrais,
  descendentes,
  erroStatusArea,
  erroTrocaMae,
  MSG_AREAS,
} from '@ipe/domain/resources/cargoSalario/areas/index';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { areaCoResponsavel, areaResponsavel } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import {
  areasDaEmpresa,
  areasEmHistorico,
  atualizarHierarquia,
  colaboradoresDeOutraEmpresa,
  empresaIntegrada,
  replicarPara,
} from './areaDados.ts';

/**
 * Options of the area form that are actions, not data: copy this area's responsibles (or
 * co-responsibles) to every descendant on this save.
 */
const extras = z.object({
  replicarResponsaveis: z.boolean().nullish(),
  replicarCoResponsaveis: z.boolean().nullish(),
});

const ids = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);

/** Checks the rules of spec 2 §4 for the area being saved; throws the field errors of those broken. */
async function verificar(tx: Db, session: Session, id: number | null, data: Record<string, unknown>) {
  const areas = await areasDaEmpresa(tx, session.empresaId);
  const atual = id === null ? null : areas.find((a) => a.id === id);
  if (atual === undefined) throw notFound();
  const areaMaeId = (data.areaMaeId as number | null | undefined) ?? null;
  const mae = areaMaeId === null ? null : areas.find((a) => a.id === areaMaeId);
  const erros: { field: string; message: string }[] = [];
  if (mae === undefined) erros.push({ field: 'areaMaeId', message: MSG_AREAS.maeNaoEncontrada });
  else {
    const trocou = id !== null && (atual?.areaMaeId ?? null) !== areaMaeId;
    const troca = erroTrocaMae({
      id,
      areaMaeAntes: atual?.areaMaeId ?? null,
      areaMae: areaMaeId,
      empresaIntegrada: trocou && (await empresaIntegrada(tx, session.empresaId)),
      usadaEmHistorico: trocou && (await areasEmHistorico(tx, [id as number])).size > 0,
      ancestraisDaMae: mae ? ancestrais(areas, mae.id) : [],
    });
    if (troca) erros.push({ field: 'areaMaeId', message: troca });
    const status = erroStatusArea({
      ativoAntes: atual?.ativo ?? null,
      ativo: data.ativo !== false,
      maeAtiva: mae ? mae.ativo : null,
      filhasAtivas: id === null ? 0 : areas.filter((a) => a.areaMaeId === id && a.ativo).length,
    });
    if (status) erros.push({ field: 'ativo', message: status });
  }
  for (const field of ['responsaveisIds', 'coResponsaveisIds'])
    if ((await colaboradoresDeOutraEmpresa(tx, session.empresaId, ids(data[field]))).length)
      erros.push({ field, message: MSG_AREAS.colaboradorNaoEncontrado });
  if (erros.length) throw fieldErrors(erros);
  // An activation or inactivation gets its own line in the log, beside the generic ALTERAR.
  if (atual && atual.ativo !== (data.ativo !== false))
    await auditar(tx, session, {
      entidade: 'areas-organizacionais',
      entidadeId: atual.id,
      acao: atual.ativo ? 'INATIVAR' : 'ATIVAR',
      descricao: atual.descricaoHierarquia ?? atual.nome,
      antes: { ativo: atual.ativo },
      depois: { ativo: !atual.ativo },
    });
}

/** Hooks of the generic area routes: the rules before saving; hierarchy and replication after. */
export function areaHooks(): CrudHooks {
  return {
    validate: (body) => {
      const r = extras.safeParse(body);
      return r.success ? [] : zodEntries(r.error.issues);
    },
    beforeSave: ({ db, session, id, data }) => verificar(db, session, id, data),
    async afterSave({ db: tx, session, id, body }) {
      await atualizarHierarquia(tx, session.empresaId);
      const { replicarResponsaveis, replicarCoResponsaveis } = extras.parse(body ?? {});
      if (!replicarResponsaveis && !replicarCoResponsaveis) return;
      const filhas = descendentes(await areasDaEmpresa(tx, session.empresaId), id);
      if (replicarResponsaveis) await replicarPara(tx, areaResponsavel, id, filhas);
      if (replicarCoResponsaveis) await replicarPara(tx, areaCoResponsavel, id, filhas);
      if (filhas.length)
        await auditar(tx, session, {
          entidade: 'areas-organizacionais',
          entidadeId: id,
          acao: 'REPLICAR_RESPONSAVEIS',
          descricao: `Responsáveis replicados para ${filhas.length} área(s) filha(s)`,
          depois: { areasFilhas: filhas, replicarResponsaveis, replicarCoResponsaveis },
        });
    },
  };
}
