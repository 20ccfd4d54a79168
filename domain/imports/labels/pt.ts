import type { en } from './en';

/** The labels of the fields an import fills, in Portuguese (../fieldLabels.ts says where they show). */
export const pt: typeof en = {
  products: {
    handle: 'Identificador',
    title: 'Título',
    description: 'Descrição',
    brand: 'Marca',
    designer: 'Designer',
    category: 'Categoria',
    tags: 'Etiquetas',
    status: 'Estado',
  },
  variants: {
    sku: 'SKU',
    product: 'Identificador do produto',
    barcode: 'Código de barras',
    size: 'Tamanho',
    colour: 'Cor',
    condition: 'Código de condição',
    mrp: 'MRP (₹)',
    price: 'Preço (₹)',
    cost: 'Custo (₹)',
  },
  customers: {
    email: 'E-mail',
    first_name: 'Nome',
    last_name: 'Sobrenome',
    mobile: 'Celular',
    gender: 'Gênero',
    date_of_birth: 'Data de nascimento',
    marketing_opt_in: 'Aceita marketing',
    tags: 'Tags',
    address_line1: 'Endereço linha 1',
    address_line2: 'Endereço linha 2',
    city: 'Cidade',
    state: 'Estado',
    pincode: 'Código PIN',
    country: 'Código do país',
    address_phone: 'Telefone do endereço',
  },
};
