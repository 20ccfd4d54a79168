import type { en } from './en';

export const pt: typeof en = {
  resources: {
    roles: {
      fields: { name: 'Nome', description: 'Descrição', employees_count: 'Funcionários', modules_count: 'Módulos', q: 'Pesquisar' },
      matrix: {
        title: 'Permissões',
        role: 'Função',
        module: 'Módulo',
        all: 'Todas',
        save: 'Salvar permissões',
        saved: 'Permissões salvas: valem a partir da próxima requisição',
        read_only: 'Você pode visualizar estas permissões, mas não alterá-las.',
        super_admin_note: 'Os superadministradores têm todas as permissões, seja qual for a função.',
        edit_permissions: 'Editar permissões',
      },
      actions: { list: 'Listar', show: 'Visualizar', create: 'Criar', edit: 'Editar', delete: 'Excluir', export: 'Exportar', import: 'Importar', credit_beyond_paid: 'Creditar além do pago' },
    },
  },
  modules: {
    dashboard: 'Painel',
    roles: 'Funções e permissões',
    inventory: 'Inventário',
    reports: 'Relatórios',
  },
};
