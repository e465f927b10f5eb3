/** The part of Sanity's validation Rule API these schemas use (the real type comes from `sanity`). */
export interface Rule {
  required(): Rule;
  min(value: number): Rule;
  uri(options: { allowRelative?: boolean; scheme?: string[] }): Rule;
}
