import { MSG } from '@ipe/domain/messages';

/** Texts of the candidate form. The spec's own come from MSG; the rest (left to us) are written here. */
export const TXT = {
  editar: 'Editar',
  remover: MSG.remover,
  idiomas: {
    inserir: MSG.inserirIdioma,
    editar: MSG.editarIdioma,
    salvo: MSG.idiomaSalvo,
    editado: MSG.idiomaEditado,
    removido: MSG.idiomaRemovido,
  },
  experiencias: {
    inserir: MSG.inserirExperiencia,
    editar: MSG.editarExperiencia,
    salvo: MSG.experienciaSalva,
    editado: MSG.experienciaEditada,
    removido: MSG.experienciaRemovida,
  },
  formacao: {
    inserir: MSG.inserirFormacao,
    editar: MSG.editarFormacao,
    salvo: MSG.formacaoSalva,
    editado: MSG.formacaoEditada,
    removido: MSG.formacaoRemovida,
  },
  certificados: {
    inserir: 'Inserir Certificado',
    editar: 'Editar Certificado',
    salvo: 'Certificado salvo com sucesso.',
    editado: 'Certificado editado com sucesso.',
    removido: 'Certificado removido com sucesso.',
  },
  cargo: 'Cargo',
  tiposFormulario: 'Tipo de cadastro',
  formularioCompleto: 'Cadastro completo',
  formularioSimplificado: 'Cadastro simplificado',
  formularioSimplificadoCurriculo: 'Cadastro simplificado com currículo',
  confirmaPrimeiroEmprego:
    'Ao marcar Primeiro emprego, as experiências profissionais listadas serão removidas. Deseja continuar?',
  primeiroEmpregoAviso: 'Primeiro emprego marcado: não há experiências a inserir.',
  foto: 'Foto do candidato',
  fotoObrigatoria: 'Foto é obrigatória',
  fotoAposGravar: 'A foto será enviada ao gravar o candidato.',
  senhaObrigatoria: MSG.senhaObrigatoria,
  cpfEmpresas: (empresas: string) => `Este CPF também está cadastrado nas empresas: ${empresas}.`,
  homonimos: (n: number) =>
    n === 1
      ? 'Existe 1 candidato com o mesmo nome. Confira se não é a mesma pessoa:'
      : `Existem ${n} candidatos com o mesmo nome. Confira se não é a mesma pessoa:`,
  curriculo: 'Currículo (imagem ou PDF)',
  curriculoLido: 'Texto do currículo extraído com sucesso.',
  curriculoAposGravar: 'O currículo será guardado ao gravar o candidato.',
  lendoCurriculo: 'Lendo o currículo…',
  porQuePedimos: 'Por que pedimos:',
  senha: 'Senha',
  confirmaSenha: 'Confirmação da senha',
  resumoErros: (n: number) => (n === 1 ? 'Corrija 1 campo:' : `Corrija ${n} campos:`),
  campoInvalido: 'inválido',
  progresso: 'Etapas do cadastro',
  passoDe: (i: number, n: number) => `Passo ${i} de ${n}:`,
  continuar: 'Continuar',
  voltarPasso: 'Voltar',
  sair: 'Sair',
  concluirCadastro: 'Concluir cadastro',
  passoCurriculoIntro:
    'Comece pelo seu currículo: envie o arquivo em PDF ou uma foto dele e preenchemos o que for possível. ' +
    'Você confere tudo nos próximos passos. Sem currículo? Toque em Continuar.',
  preenchidosDoCurriculo: (campos: string[]) =>
    `Preenchemos a partir do currículo: ${campos.join(', ')}. Confira nos próximos passos.`,
  nadaDoCurriculo: 'Não encontramos dados para preencher no currículo. Preencha nos próximos passos.',
  fotoFalhou: 'O candidato foi gravado, mas a foto não foi enviada. Envie-a novamente.',
  curriculoFalhou: 'O candidato foi gravado, mas o currículo não foi guardado. Envie-o novamente.',
} as const;
