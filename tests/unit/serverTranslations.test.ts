import { describe, expect, it } from 'vitest';
import { languageOf, textIn } from '@domain/serverTranslations';

describe('the server’s texts in the language a client asks for', () => {
  it('picks the preferred language among en, fr, de and pt, English otherwise', () => {
    expect(languageOf('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7')).toBe('fr');
    expect(languageOf('es-ES, pt-BR;q=0.5, en;q=0.4')).toBe('pt');
    expect(languageOf('de;q=0.2, en;q=0.9')).toBe('en');
    expect(languageOf('ja')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('renders plurals by the language’s rule, react-admin’s validation messages and field names', () => {
    expect(textIn('fr', { key: 'server.used_by_products', params: { smart_count: 1 } })).toBe('1 produit');
    expect(textIn('de', { key: 'server.used_by_products', params: { smart_count: 2 } })).toBe('2 Produkte');
    expect(textIn('pt', { key: 'ra.validation.required' })).toBe('Obrigatório');
    expect(textIn('de', { key: 'server.alphanumeric_only', params: { field: { key: 'resources.employees.fields.city' } } })).toContain('city');
    expect(textIn('en', { key: 'server.enter_the', params: { field: { key: 'resources.roles.fields.name' } } })).toBe('Enter the name');
  });
});
