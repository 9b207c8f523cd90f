// The parts of libxml2-wasm the validator uses, handed to it rather than imported by it.
// libxml2-wasm instantiates its WebAssembly with a top-level await, and a module graph with a
// top-level await cannot be loaded in the server's worker threads (piscina + tsx on Node 20: the
// worker's TypeScript entry then fails with ERR_UNKNOWN_FILE_EXTENSION). So the validator's modules
// import libxml2-wasm for types only; the request thread binds it statically (ceb-validator.ts),
// a worker with a dynamic import of the plain-JS package (workers/tasks/validate-customs-xml.ts).
import type * as libxml2 from 'libxml2-wasm';
import type * as libxml2Node from 'libxml2-wasm/lib/nodejs.mjs';

export type Libxml2 = Pick<
  typeof libxml2,
  'XmlDocument' | 'XmlElement' | 'XsdValidator' | 'XmlError' | 'XmlValidateError' | 'ParseOption' | 'xmlRegisterInputProvider'
> &
  Pick<typeof libxml2Node, 'fsInputProviders'>;

/** libxml2-wasm loaded at run time (for worker threads; see above). */
export async function importLibxml2(): Promise<Libxml2> {
  const [library, node] = await Promise.all([import('libxml2-wasm'), import('libxml2-wasm/lib/nodejs.mjs')]);
  return { ...library, fsInputProviders: node.fsInputProviders };
}
