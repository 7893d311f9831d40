import { and, asc, eq } from 'drizzle-orm';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { cpfValido, pisValido, prng } from '../../../db/seed/demo/aleatorio.ts';
import { hojeDemo } from '../../../db/seed/demo/datas.ts';
import { DEMO_FEMININOS, DEMO_MASCULINOS, DEMO_SOBRENOMES } from '../../../db/seed/demo/nomes.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { valoresDasFaixas } from './valoresFaixas.ts';

/** How many talents the demo company gets. */
export const DEMO_TALENTOS = 200;

const MOTIVOS_DESLIGAMENTO = ['Pedido de demissão', 'Dispensa sem justa causa', 'Término de contrato'];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);
const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A pick of a band for an admission, from one random number in [0, 1): a band weighs the inverse of its
 * value today, so the company is a pyramid (about one talent in the R$ 28,000 director's band, a few per
 * manager band, most in the operational and analyst bands) instead of as many directors as receptionists.
 */
function piramide(
  faixas: readonly { id: number }[],
  valor: (faixaId: number) => number,
): (sorte: number) => number {
  const pesos = faixas.map((f) => 1 / Math.max(valor(f.id), 1));
  const total = pesos.reduce((a, b) => a + b, 0);
  return (sorte) => {
    let resto = sorte * total;
    for (let i = 0; i < faixas.length; i++) {
      resto -= pesos[i];
      if (resto < 0) return faixas[i].id;
    }
    return faixas[faixas.length - 1].id;
  };
}

/**
 * 200 talents of the demo company, spread over its establishments, areas and salary bands (seeded
 * before this part; the bands as a pyramid, `piramide`): Brazilian names with valid CPF and PIS, admissions
 * over the last ten years, a few dismissed, one to three history rows each. Two batch inserts. Photos are the initials avatars of
 * GET …/foto. Nothing is seeded while the company has no establishment, area or band.
 */
export async function seedDemoColaboradores({ tx, matrizId }: DemoCtx): Promise<void> {
  const [estabs, areas, faixas] = await Promise.all([
    tx
      .select({ id: estabelecimento.id })
      .from(estabelecimento)
      .where(eq(estabelecimento.empresaId, matrizId))
      .orderBy(asc(estabelecimento.id)),
    tx
      .select({ id: areaOrganizacional.id })
      .from(areaOrganizacional)
      .where(and(eq(areaOrganizacional.empresaId, matrizId), eq(areaOrganizacional.ativo, true)))
      .orderBy(asc(areaOrganizacional.id)),
    tx
      .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(eq(cargo.empresaId, matrizId))
      .orderBy(asc(faixaSalarial.cargoId), asc(faixaSalarial.id)),
  ]);
  if (!estabs.length || !areas.length || !faixas.length) return;

  const rng = prng(20240601);
  const hoje = hojeDemo();
  const valorDaFaixa = await valoresDasFaixas(tx, matrizId);
  const faixaInicial = piramide(faixas, (f) => valorDaFaixa(f, hoje));
  const cpfs = new Set<string>();
  const faixasDoCargo = new Map<number, number[]>();
  for (const f of faixas) faixasDoCargo.set(f.cargoId, [...(faixasDoCargo.get(f.cargoId) ?? []), f.id]);

  type Historico = Omit<typeof colaboradorHistorico.$inferInsert, 'colaboradorId'>;
  const talentos: (typeof colaborador.$inferInsert)[] = [];
  const historicos: Historico[][] = [];

  for (let i = 0; i < DEMO_TALENTOS; i++) {
    const feminino = rng.next() < 0.5;
    const primeiro = rng.pick(feminino ? DEMO_FEMININOS : DEMO_MASCULINOS);
    const s1 = rng.pick(DEMO_SOBRENOMES);
    let s2 = rng.pick(DEMO_SOBRENOMES);
    if (s2 === s1) s2 = DEMO_SOBRENOMES[(DEMO_SOBRENOMES.indexOf(s1) + 7) % DEMO_SOBRENOMES.length];
    const nome = `${primeiro} ${s1} ${s2}`;
    let cpf = cpfValido(rng);
    while (cpfs.has(cpf)) cpf = cpfValido(rng);
    cpfs.add(cpf);

    const admissao = addDays(hoje, -rng.int(30, 3650));
    const desligado = rng.next() < 0.07;
    const dataDesligamento = desligado
      ? addDays(admissao, Math.floor(daysBetween(admissao, hoje) * 0.8) + 1)
      : null;
    const fim = dataDesligamento ?? hoje;

    // Admission, then up to two changes: a promotion to the next band, a raise, a move of area.
    let atual: Historico = {
      data: admissao,
      motivo: 'A',
      estabelecimentoId: rng.pick(estabs).id,
      areaOrganizacionalId: rng.pick(areas).id,
      faixaSalarialId: faixaInicial(rng.next()),
      tipoSalario: '1',
    };
    const linhas: Historico[] = [atual];
    const mudancas = rng.int(0, 2);
    for (let m = 0; m < mudancas; m++) {
      const dias = daysBetween(atual.data, fim);
      if (dias < 60) break;
      const data = addDays(atual.data, rng.int(30, dias - 1));
      const tipo = rng.pick(['P', 'R', 'M'] as const);
      const proxima: Historico = { ...atual, data, motivo: tipo, observacao: null };
      if (tipo === 'P') {
        const cargoId = faixas.find((f) => f.id === atual.faixaSalarialId)?.cargoId ?? 0;
        const bandas = faixasDoCargo.get(cargoId) ?? [];
        const seguinte = bandas[bandas.indexOf(atual.faixaSalarialId) + 1];
        if (seguinte) proxima.faixaSalarialId = seguinte;
        else proxima.motivo = 'R';
      }
      if (proxima.motivo === 'R') {
        // A merit raise of 3–15 % over the band's value on that day: the salary stays in the band's range.
        const merito = 1.03 + (0.12 * (rng.int(1600, 12000) - 1600)) / 10_400;
        proxima.tipoSalario = '3';
        proxima.valor = Math.round(valorDaFaixa(proxima.faixaSalarialId, data) * merito);
        proxima.observacao = 'Reajuste por mérito';
      }
      if (tipo === 'M') proxima.areaOrganizacionalId = rng.pick(areas).id;
      linhas.push(proxima);
      atual = proxima;
    }
    historicos.push(linhas);

    const nascimento = addDays(admissao, -rng.int(18 * 365, 50 * 365));
    talentos.push({
      empresaId: matrizId,
      nome,
      cpf,
      pis: pisValido(rng),
      matricula: String(i + 1).padStart(6, '0'),
      dataNascimento: nascimento,
      sexo: feminino ? 'F' : 'M',
      estadoCivil: rng.pick(['01', '01', '03', '06', '07']),
      escolaridade: rng.pick(['05', '07', '07', '08', '09', '09', '10']),
      etnia: rng.pick(['2', '4', '8', '8']),
      email: `${semAcento(primeiro)}.${semAcento(s1)}${i + 1}@demo.iperh.com.br`,
      dddCelular: '85',
      celular: `9${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      dataAdmissao: admissao,
      vinculo: 'E',
      situacao: desligado ? 'D' : 'A',
      dataDesligamento,
      motivoDesligamento: desligado ? rng.pick(MOTIVOS_DESLIGAMENTO) : null,
      estabelecimentoId: atual.estabelecimentoId,
      areaOrganizacionalId: atual.areaOrganizacionalId,
      faixaSalarialId: atual.faixaSalarialId,
      cargoId: faixas.find((f) => f.id === atual.faixaSalarialId)?.cargoId ?? 0,
    });
  }

  const ids = await tx.insert(colaborador).values(talentos).returning({ id: colaborador.id });
  await tx
    .insert(colaboradorHistorico)
    .values(historicos.flatMap((linhas, i) => linhas.map((h) => ({ ...h, colaboradorId: ids[i].id }))));
}
