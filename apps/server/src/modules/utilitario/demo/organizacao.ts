import { CAMPOS_EXTRAS } from '@ipe/domain/resources/utilitario/organizacao/index';
import { eq, inArray } from 'drizzle-orm';
import { cidade } from '../../geral/schema.ts';
import { campoCandidatoConfig, campoExtraConfig, estabelecimento } from '../schema.ts';
import { empresa, parametrosSistema } from '../../../db/schema/index.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

const SAO_PAULO_IBGE = 3550308;
const CAMPINAS_IBGE = 3509502;

const POLITICA = `Política de Segurança da Informação e Privacidade

Os dados pessoais informados neste cadastro são usados exclusivamente nos processos seletivos da Ipê Demonstração Ltda, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Você pode pedir a correção ou a exclusão dos seus dados a qualquer momento pelo e-mail privacidade@demo.iperh.com.br. Cadastros sem atualização por 24 meses são excluídos automaticamente.`;

/** Labels and state of a few extra fields: [entity, field, label, visible, required]. */
const CAMPOS_EXTRAS_DEMO: [string, string, string, boolean, boolean][] = [
  ['candidato', 'texto1', 'Tamanho do uniforme', true, false],
  ['candidato', 'texto2', 'Disponibilidade para viagens', true, true],
  ['candidato', 'data1', 'Disponível para início em', true, false],
  ['colaborador', 'texto1', 'Número do crachá', true, true],
  ['colaborador', 'numero1', 'Ramal', true, false],
  ['colaborador', 'data1', 'Validade do cartão de vacina', true, false],
  ['colaborador', 'textolongo1', 'Restrições médicas', false, false],
];

/** Demo data of this part: two establishments of the demo company, its parameters and extra fields. */
export async function seedDemoOrganizacao({ tx, matrizId }: DemoCtx): Promise<void> {
  const cidades = await tx
    .select({ id: cidade.id, estadoId: cidade.estadoId, codigoIbge: cidade.codigoIbge })
    .from(cidade)
    .where(inArray(cidade.codigoIbge, [SAO_PAULO_IBGE, CAMPINAS_IBGE]));
  const sp = cidades.find((c) => c.codigoIbge === SAO_PAULO_IBGE);
  const campinas = cidades.find((c) => c.codigoIbge === CAMPINAS_IBGE);

  // The demo company's CNPJ is 11.222.333/0001-81: the head office and a branch share its base.
  await tx.insert(estabelecimento).values([
    {
      empresaId: matrizId,
      nome: 'Matriz São Paulo',
      tipoInscricao: 'CNPJ',
      empresaBaseCnpjCaepf: '11222333',
      complementoCnpjCaepf: '0001',
      digitoVerificadorCnpjCaepf: '81',
      cep: '01001000',
      estadoId: sp?.estadoId ?? null,
      cidadeId: sp?.id ?? null,
      logradouro: 'Praça da Sé',
      numero: '100',
      complemento: '5º andar',
      bairro: 'Sé',
    },
    {
      empresaId: matrizId,
      nome: 'Filial Campinas',
      tipoInscricao: 'CNPJ',
      empresaBaseCnpjCaepf: '11222333',
      complementoCnpjCaepf: '0002',
      digitoVerificadorCnpjCaepf: '62',
      cep: '13015904',
      estadoId: campinas?.estadoId ?? null,
      cidadeId: campinas?.id ?? null,
      logradouro: 'Avenida Anchieta',
      numero: '200',
      complemento: null,
      bairro: 'Centro',
    },
  ]);

  await tx
    .update(empresa)
    .set({
      emailContato: 'rh@demo.iperh.com.br',
      corSecundaria: '#5D4037',
      maxCandidataCargo: 5,
      tempoExclusaoCandidato: 24,
      exigirAceitePsi: true,
      politicaSeguranca: POLITICA,
      campoExtraCandidato: true,
      campoExtraColaborador: true,
      solPessoalExibirSalario: true,
      solPessoalExibirColabSubstituido: true,
      exibirSalario: true,
      certificado: true,
      modeloCertificado: 'PAISAGEM_MOLDURA',
    })
    .where(eq(empresa.id, matrizId));

  const padrao = new Map(CAMPOS_EXTRAS.map((c) => [c.campo, c]));
  await tx.insert(campoExtraConfig).values(
    CAMPOS_EXTRAS_DEMO.filter(([, campo]) => padrao.has(campo)).map(
      ([entidade, campo, label, visivel, obrigatorio]) => ({
        empresaId: matrizId,
        entidade,
        campo,
        label,
        visivel,
        obrigatorio,
      }),
    ),
  );
  await tx.insert(campoCandidatoConfig).values(
    ['cpf', 'dataNascimento', 'email', 'foneCelular', 'escolaridade'].map((campo) => ({
      empresaId: matrizId,
      campo,
      obrigatorio: true,
    })),
  );

  await tx.insert(parametrosSistema).values({ id: 1, compartilharCandidatos: true }).onConflictDoNothing();
}
