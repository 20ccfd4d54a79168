/** One edit of a file that registers a new resource: see register.mjs. */
export interface Registration {
  importLine?: string;
  append?: string;
  before?: string;
  after?: RegExp;
  line?: string;
  listEnd?: RegExp;
  item?: string;
}
export declare const register: (text: string, edit: Registration) => string;
