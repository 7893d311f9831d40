import { defineServerModule } from '../../platform/modules.ts';
import { registerAvaliacoesExternas } from './avaliacoes/routes.ts';
import { registerCandidatoExterno } from './candidatos/routes.ts';
import { registerContaExterna } from './conta/routes.ts';
import { principalCandidato } from './conta/sessoesCandidato.ts';
import { seedDemoContaCandidatos } from './demo/contaCandidatos.ts';

/** The candidate area (external): account, sessions, CV, applications, evaluations. */
export const externo = defineServerModule({
  id: 'externo',
  descricao: 'Área do candidato (site de vagas): cadastro, currículo, candidaturas e avaliações',
  register: [registerAvaliacoesExternas, registerCandidatoExterno, registerContaExterna],
  principais: [principalCandidato],
  demo: [
    seedDemoContaCandidatos, // 3 demo candidates with the password candidato123 (candidate area)
  ],
});
