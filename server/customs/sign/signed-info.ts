// The canonical form (inclusive C14N 1.0) of the SignedInfo the portal writes. Its content is
// fixed by §6 but for the digest, and the namespaces in scope come from the message root, so the
// canonical text is written directly: canonicalizing the subtree in libxml2 costs more than the
// rest of the signature together (its subtree filter calls back into JavaScript for every node).
// The specs check this text against libxml2's and xml-crypto's canonicalization.
import { ALGORITHM_URIS, C14N_URI, ENVELOPED_SIGNATURE_URI, XMLDSIG_NS, type SignatureAlgorithm } from './algorithms.ts';

/** C14N attribute value escaping (§2.3 of Canonical XML 1.0). */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;');
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
}

/** `<ds:name Algorithm="…"></ds:name>`: C14N writes empty elements as start and end tag. */
function method(name: string, algorithm: string): string {
  return `<ds:${name} Algorithm="${attribute(algorithm)}"></ds:${name}>`;
}

/**
 * The canonical SignedInfo, given the namespace declarations in scope at the message root
 * (prefix → URI, '' for a default namespace). Inclusive C14N puts every namespace in scope on
 * the apex element, default first, then by prefix; the signature itself declares ds.
 */
export function canonicalSignedInfo(rootNamespaces: Record<string, string>, algorithm: SignatureAlgorithm, digestValue: string): string {
  const inScope = new Map(Object.entries(rootNamespaces));
  inScope.set('ds', XMLDSIG_NS);
  if (inScope.get('') === '') inScope.delete('');
  const declarations = [...inScope.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([prefix, uri]) => (prefix === '' ? ` xmlns="${attribute(uri)}"` : ` xmlns:${prefix}="${attribute(uri)}"`))
    .join('');
  const uris = ALGORITHM_URIS[algorithm];
  return (
    `<ds:SignedInfo${declarations}>` +
    method('CanonicalizationMethod', C14N_URI) +
    method('SignatureMethod', uris.signatureMethod) +
    '<ds:Reference URI="">' +
    `<ds:Transforms>${method('Transform', ENVELOPED_SIGNATURE_URI)}</ds:Transforms>` +
    method('DigestMethod', uris.digestMethod) +
    `<ds:DigestValue>${text(digestValue)}</ds:DigestValue>` +
    '</ds:Reference></ds:SignedInfo>'
  );
}
