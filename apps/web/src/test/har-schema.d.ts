// har-schema ships its HAR 1.2 JSON schemas without types: an object of schemas by name.
declare module 'har-schema' {
  const schemas: Record<string, Record<string, unknown>>;
  export default schemas;
}
