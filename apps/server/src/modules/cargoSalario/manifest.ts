import { defineServerModule } from '../../platform/modules.ts';
import { registerAreas } from './areas/routes.ts';
import { TABLES_AREAS } from './areas/tables.ts';
import { registerColaboradores } from './colaboradores/routes.ts';
import { TABLES_COLABORADORES } from './colaboradores/tables.ts';
import { garantirPerfilColaborador } from './colaboradores/usuarios.ts';
import { registerCompetencias } from './competencias/routes.ts';
import { TABLES_COMPETENCIAS } from './competencias/tables.ts';
import { seedDemoAreas } from './demo/areas.ts';
import { seedDemoCargoCompetencias } from './demo/cargo-competencias.ts';
import { seedDemoColaboradores } from './demo/colaboradores.ts';
import { seedDemoCompetencias } from './demo/competencias.ts';
import { seedDemoFaixas } from './demo/faixas.ts';
import { seedDemoFaturamentos } from './demo/faturamentos.ts';
import { seedDemoHistoricos } from './demo/historicos.ts';
import { seedDemoNiveisColaboradores } from './demo/niveis-colaboradores.ts';
import { seedDemoReajustes } from './demo/reajustes.ts';
import { seedDemoResponsaveis } from './demo/responsaveis.ts';
import { seedDemoUsuariosColaboradores } from './demo/usuarios-colaboradores.ts';
import { registerFaixas } from './faixas/routes.ts';
import { TABLES_FAIXAS } from './faixas/tables.ts';
import { registerRelatoriosCargoSalario } from './relatorios/routes.ts';
import { registerFaturamentos } from './faturamentos/routes.ts';
import { TABLES_FATURAMENTOS } from './faturamentos/tables.ts';
import { registerReajustes } from './reajustes/routes.ts';
import { TABLES_REAJUSTES } from './reajustes/tables.ts';

/** Cargos & Salários: areas and positions, competences, salary bands and indices, talents. */
export const cargoSalario = defineServerModule({
  id: 'cargoSalario',
  tables: [
    TABLES_AREAS,
    TABLES_COMPETENCIAS,
    TABLES_FAIXAS,
    TABLES_COLABORADORES,
    TABLES_FATURAMENTOS,
    TABLES_REAJUSTES,
  ],
  register: [
    registerAreas,
    registerCompetencias,
    registerFaixas,
    registerColaboradores,
    registerRelatoriosCargoSalario,
    registerFaturamentos,
    registerReajustes,
  ],
  // The built-in 'Colaborador' profile of employee users (issue 19).
  seed: garantirPerfilColaborador,
  demo: [
    seedDemoAreas, // area tree, occupational groups, positions
    seedDemoFaixas, // indices, salary bands and their histories
    seedDemoCompetencias, // competences and levels
    seedDemoCargoCompetencias, // the competences each position asks for
    seedDemoColaboradores, // 200 talents and their histories
    seedDemoHistoricos, // 3 years of promotions and area moves (issue 20: reports, analytics)
    seedDemoResponsaveis, // a responsible per area, from its talents
    seedDemoUsuariosColaboradores, // 30 employee users and an area manager (issue 19)
    seedDemoFaturamentos, // 24 months of revenue (salary-to-revenue indicator, issue 20)
    seedDemoReajustes, // two realignment planning tables: one applied, one draft (issue 20)
    seedDemoNiveisColaboradores, // every band's competences; two dated level records for 7 in 10 talents (issue 23)
  ],
});
