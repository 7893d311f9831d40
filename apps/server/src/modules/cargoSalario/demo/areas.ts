import { SEPARADOR_HIERARQUIA } from '@ipe/domain/resources/cargoSalario/areas/index';
import { areaOrganizacional, cargo, cargoAreaOrganizacional, grupoOcupacional } from '../areas/schema.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** The demo company's area tree: [name, parent name]. Three levels under the board. */
const AREAS: [string, string | null][] = [
  ['Diretoria Geral', null],
  ['Administrativo', 'Diretoria Geral'],
  ['Financeiro', 'Diretoria Geral'],
  ['Comercial', 'Diretoria Geral'],
  ['Operações', 'Diretoria Geral'],
  ['Recursos Humanos', 'Diretoria Geral'],
  ['Contabilidade', 'Financeiro'],
  ['Vendas', 'Comercial'],
  ['Marketing', 'Comercial'],
  ['Logística', 'Operações'],
  ['Departamento Pessoal', 'Recursos Humanos'],
];

const GRUPOS: [string, string][] = [
  ['01', 'Diretivo'],
  ['02', 'Gerencial'],
  ['03', 'Técnico-científico'],
  ['04', 'Administrativo'],
  ['05', 'Operacional'],
];

/** [nome (Nomenclatura), nomeMercado, group code, escolaridade, areas, missão]. */
const CARGOS: [string, string, string, string, string[], string][] = [
  [
    'Diretor Geral',
    'Diretor Geral',
    '01',
    '10',
    ['Diretoria Geral'],
    'Conduzir a estratégia e os resultados da empresa.',
  ],
  [
    'Gerente Administrativo Financeiro',
    'Gerente Administrativo',
    '02',
    '09',
    ['Administrativo', 'Financeiro'],
    'Garantir a saúde administrativa e financeira.',
  ],
  [
    'Gerente Comercial',
    'Gerente Comercial',
    '02',
    '09',
    ['Comercial'],
    'Liderar as equipes de vendas e marketing.',
  ],
  [
    'Gerente de Operações',
    'Gerente de Operações',
    '02',
    '09',
    ['Operações'],
    'Assegurar a entrega dos produtos e serviços.',
  ],
  [
    'Gerente de Recursos Humanos',
    'Gerente de RH',
    '02',
    '10',
    ['Recursos Humanos'],
    'Atrair, desenvolver e reter talentos.',
  ],
  [
    'Analista Contábil I',
    'Analista Contábil',
    '03',
    '09',
    ['Contabilidade'],
    'Registrar e conciliar os fatos contábeis.',
  ],
  [
    'Analista Financeiro I',
    'Analista Financeiro',
    '03',
    '09',
    ['Financeiro'],
    'Controlar o fluxo de caixa e os pagamentos.',
  ],
  [
    'Assistente Administrativo',
    'Assistente Administrativo',
    '04',
    '07',
    ['Administrativo', 'Financeiro', 'Recursos Humanos'],
    'Apoiar as rotinas administrativas.',
  ],
  ['Vendedor Interno', 'Vendedor', '04', '07', ['Vendas'], 'Atender clientes e fechar vendas.'],
  [
    'Representante Comercial Externo',
    'Representante Comercial',
    '04',
    '07',
    ['Vendas'],
    'Visitar clientes e ampliar a carteira.',
  ],
  [
    'Analista de Marketing Digital',
    'Analista de Marketing',
    '03',
    '09',
    ['Marketing'],
    'Planejar campanhas e medir resultados.',
  ],
  [
    'Operador de Empilhadeira',
    'Operador de Empilhadeira',
    '05',
    '05',
    ['Logística'],
    'Movimentar cargas com segurança.',
  ],
  [
    'Auxiliar de Logística',
    'Auxiliar de Logística',
    '05',
    '07',
    ['Logística', 'Operações'],
    'Separar, conferir e expedir mercadorias.',
  ],
  [
    'Analista de Departamento Pessoal',
    'Analista de DP',
    '03',
    '09',
    ['Departamento Pessoal'],
    'Processar folha, admissões e desligamentos.',
  ],
  [
    'Recepcionista',
    'Recepcionista',
    '04',
    '07',
    ['Administrativo'],
    'Receber visitantes e atender telefonemas.',
  ],
];

/**
 * Demo data of this part: the area tree (about 10 areas, three levels), 5 occupational groups and 15
 * positions linked to areas, for the main demo company; two areas and a position for the branch.
 * Responsibles are talents, seeded later by the talents part.
 */
export async function seedDemoAreas({ tx, matrizId, filialId }: DemoCtx): Promise<void> {
  const ids = new Map<string, number>();
  // One insert per level, parents before children.
  for (const nivel of [0, 1, 2]) {
    const rows = await tx
      .insert(areaOrganizacional)
      .values(
        AREAS.filter(([nome]) => caminho(nome).length === nivel + 1).map(([nome, mae]) => ({
          empresaId: matrizId,
          nome,
          areaMaeId: mae ? (ids.get(mae) as number) : null,
          descricaoHierarquia: caminho(nome).join(SEPARADOR_HIERARQUIA),
        })),
      )
      .returning({ id: areaOrganizacional.id, nome: areaOrganizacional.nome });
    for (const r of rows) ids.set(r.nome, r.id);
  }
  const [regional] = await tx
    .insert(areaOrganizacional)
    .values({ empresaId: filialId, nome: 'Diretoria Regional', descricaoHierarquia: 'Diretoria Regional' })
    .returning({ id: areaOrganizacional.id });
  const [vendasNe] = await tx
    .insert(areaOrganizacional)
    .values({
      empresaId: filialId,
      nome: 'Vendas Nordeste',
      areaMaeId: regional.id,
      descricaoHierarquia: `Diretoria Regional${SEPARADOR_HIERARQUIA}Vendas Nordeste`,
    })
    .returning({ id: areaOrganizacional.id });

  const grupos = await tx
    .insert(grupoOcupacional)
    .values(GRUPOS.map(([codigo, descricao]) => ({ empresaId: matrizId, codigo, descricao })))
    .returning({ id: grupoOcupacional.id, codigo: grupoOcupacional.codigo });
  const grupoId = new Map(grupos.map((g) => [g.codigo, g.id]));

  const cargos = await tx
    .insert(cargo)
    .values(
      CARGOS.map(([nome, nomeMercado, grupo, escolaridade, , missao]) => ({
        empresaId: matrizId,
        nome,
        nomeMercado,
        grupoOcupacionalId: grupoId.get(grupo),
        escolaridade,
        missao,
      })),
    )
    .returning({ id: cargo.id });
  const [vendedorNe] = await tx
    .insert(cargo)
    .values({ empresaId: filialId, nome: 'Vendedor Regional', nomeMercado: 'Vendedor' })
    .returning({ id: cargo.id });
  await tx
    .insert(cargoAreaOrganizacional)
    .values([
      ...CARGOS.flatMap(([, , , , areas], i) =>
        areas.map((a) => ({ cargoId: cargos[i].id, areaOrganizacionalId: ids.get(a) as number })),
      ),
      { cargoId: vendedorNe.id, areaOrganizacionalId: vendasNe.id },
    ]);
}

/** Names from the root down to an area of AREAS. */
function caminho(nome: string): string[] {
  const mae = AREAS.find(([n]) => n === nome)?.[1] ?? null;
  return mae ? [...caminho(mae), nome] : [nome];
}
