/** Messages of containers (planned): its module label, for the roles screen. */
export const en = {
  modules: { containers: 'CMS containers' },
};
