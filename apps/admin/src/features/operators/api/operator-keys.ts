export const operatorKeys = {
  all: ['operators'] as const,
  operators: ['operators', 'list'] as const,
  roles: ['operators', 'roles'] as const,
};
