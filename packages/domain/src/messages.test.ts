import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';

describe('MSG templates', () => {
  it('builds the required and length messages', () => {
    expect(MSG.obrigatorio('Nome')).toBe('Nome é obrigatório');
    expect(MSG.obrigatoria('Senha')).toBe('Senha é obrigatória');
    expect(MSG.maximo('Título', 100)).toBe('Título deve ter no máximo 100 caracteres');
    expect(MSG.minimo('Nome', 1)).toBe('Nome deve ter no mínimo 1 caracteres');
    expect(MSG.maximoCargos(3)).toBe('Não é permitido selecionar mais do que 3 cargos');
  });

  it('builds the table and checklist messages', () => {
    expect(MSG.registrosEncontrados(0)).toBe('0 registro(s) encontrado(s).');
    expect(MSG.registrosEncontrados(15)).toBe('15 registro(s) encontrado(s).');
    expect(MSG.itensOcultos(1)).toBe('Existe 1 item marcado, porém está oculto nessa filtragem.');
    expect(MSG.itensOcultos(2)).toBe('Existem 2 itens marcados, porém estão ocultos nessa filtragem.');
    expect(MSG.itensOcultos(10)).toBe('Existem 10 itens marcados, porém estão ocultos nessa filtragem.');
  });

  it('builds the upload messages', () => {
    expect(MSG.arquivoMenorQue('2 MB')).toBe('O arquivo deve ser menor que 2 MB');
    expect(MSG.arquivoCarregado('curriculo.pdf')).toBe('Arquivo curriculo.pdf carregado com sucesso.');
    expect(MSG.selecioneExtensao('txt')).toBe('Selecione um arquivo com a extensão: txt');
  });

  it('builds the server and session messages', () => {
    expect(MSG.possuiDependencias('Cargo', 'Candidatos')).toBe('Cargo possui dependências em Candidatos.');
    expect(MSG.possuiDependencias('Cargo', 'Candidatos')).toContain(MSG.possuiDependenciasFragmento);
    expect(MSG.wrongUser('Maria')).toBe(
      'Você está logado como Maria. Se você não é Maria, por favor refaça o login.',
    );
    expect(MSG.erro404Contato('suporte@ipe.com.br')).toBe(
      'Se o problema persistir, entre em contato pelo e-mail suporte@ipe.com.br.',
    );
    expect(MSG.naoLidas(3)).toBe('3 não lida(s)');
  });
});

describe('MSG constants', () => {
  it.each([
    ['dataFinalInferior', 'Data final inferior a data inicial.'],
    ['cpfInvalido', 'Cpf inválido.'],
    ['invalido', 'Inválido'],
    ['pisInvalido', 'O número PIS é inválido'],
    ['senhaObrigatoria', 'Senha é obrigatória'],
    ['selecioneEmpresa', 'Selecione uma empresa.'],
    ['senhaNaoConfirmada', 'A senha não foi confirmada corretamente. Por favor, confira.'],
    ['senhasDevemSerIguais', 'As senhas devem ser iguais'],
    ['sessaoExpirada', 'Sessão expirada.'],
    ['sessaoExpirouDialogo', 'Sua sessão expirou.'],
    ['naoAutorizado', 'Não autorizado.'],
    ['recursoNaoEncontrado', 'O recurso solicitado não foi encontrado.'],
    ['preenchaCamposIndicados', 'Preencha os campos indicados'],
    ['empresaAlteradaOutraAba', 'Atenção! A empresa foi alterada em outra aba'],
    ['nenhumRegistro', 'Nenhum registro encontrado.'],
    ['marcarTodos', 'Marcar Todos'],
    ['desmarcarTodos', 'Desmarcar Todos'],
    ['limiteSelecionados', 'Limite de registros selecionados atingido'],
    ['confirmaRemocao', 'Tem certeza que deseja remover?'],
    ['exibirFiltro', 'Exibir Filtro'],
    ['ocultarFiltro', 'Ocultar Filtro'],
    ['carregando', 'Carregando...'],
    ['pesquisarMenu', 'Pesquisar Menu'],
    ['empresaIdInvalido', 'Empresa ID inválido. Revise ou solicite novamente o link'],
    ['noIdInEntity', 'No id in Entity'],
    ['naoExistemDados', 'Não existem dados para o filtro informado.'],
    ['naoFoiPossivelGerarRelatorio', 'Não foi possível gerar o relatório.'],
    ['apiInacessivel', 'Não foi possível conectar à API. Verifique sua conexão e tente novamente.'],
    ['loginInvalido', 'CPF, senha ou empresa inválidos.'],
    ['muitasTentativas', 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'],
    ['cepNaoEncontrado', 'CEP não encontrado.'],
    ['cepIndisponivel', 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.'],
    ['paginaNaoEncontrada', 'Página Não Encontrada'],
    ['erro404', 'ERRO 404 - PÁGINA NÃO ENCONTRADA'],
    ['acessoNegado', 'Acesso Negado'],
    ['erro500', 'ERRO 500 - ERRO INTERNO DO SERVIDOR'],
    ['dialogoCabecalhoPadrao', 'RH'],
    ['ok', 'OK'],
    ['cancelar', 'Cancelar'],
    ['aviso', 'Aviso'],
    ['erro', 'Erro'],
    ['captchaObrigatorio', 'Confirme que você não é um robô'],
    ['captchaNaoConfirmado', 'Confirme que você não é um robô.'],
    ['anuncioEnviado', 'Anúncio de vaga enviado com sucesso.'],
    ['erroEnviarEmail', 'Erro ao enviar e-mail. Por favor, tente novamente.'],
    ['idiomaSalvo', 'Idioma salvo com sucesso.'],
    ['idiomaEditado', 'Idioma editado com sucesso.'],
    ['idiomaRemovido', 'Idioma removido com sucesso.'],
    ['experienciaSalva', 'Experiência Profissional salva com sucesso.'],
    ['experienciaEditada', 'Experiência Profissional editada com sucesso.'],
    ['experienciaRemovida', 'Experiência Profissional removida com sucesso.'],
    ['formacaoSalva', 'Formação acadêmica salva com sucesso'],
    ['formacaoEditada', 'Formação acadêmica editada com sucesso'],
    ['formacaoRemovida', 'Formação acadêmica removida com sucesso.'],
    ['dataAdmissaoObrigatoria', 'Data de Admissão é obrigatória'],
    ['dataAdmissaoFutura', 'A data de admissão deve ser igual ou anterior a data atual'],
    ['todasMensagensLidas', 'Parabéns! Você leu todas as mensagens da caixa.'],
    ['pendenciasExcluidas', 'Pendencia(s) AC excluida(s) com sucesso.'],
    ['dataEncerramentoInferior', 'Data Encerramento inferior `A partir da data`.'],
    ['modoDemonstracao', 'Modo Demonstração. Reinicie o sistema.'],
  ] as const)('MSG.%s is the spec text', (key, text) => {
    expect(MSG[key]).toBe(text);
  });

  it('has the message-box titles by type code', () => {
    expect(MSG.caixasMensagens.R).toBe('Recrutamento & Seleção');
    expect(Object.keys(MSG.caixasMensagens)).toEqual(['R', 'C', 'P', 'A', 'T', 'F', 'S', 'U']);
  });

  it('holds only non-empty, trimmed texts or functions', () => {
    for (const [key, value] of Object.entries(MSG)) {
      if (typeof value === 'function' || typeof value === 'object') continue;
      expect(value, key).toBe(value.trim());
      expect(value.length, key).toBeGreaterThan(0);
    }
  });
});
