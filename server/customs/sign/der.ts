// DER bytes to node-forge's ASN.1 tree, with BIT STRINGs left as bytes. By default forge decodes a
// BIT STRING's content as ASN.1 whenever it happens to parse: an SM2 public key 04 || x || y then
// reads as an OCTET STRING (about one key in 375, when x begins with 0x3F) and the point is lost.
// The option exists in forge (asn1.fromDer options.decodeBitStrings) but not in @types/node-forge.
import forge from 'node-forge';

type FromDerWithOptions = (bytes: forge.util.ByteBuffer, options: { decodeBitStrings: boolean }) => forge.asn1.Asn1;

export function asn1FromDer(der: Buffer): forge.asn1.Asn1 {
  return (forge.asn1.fromDer as unknown as FromDerWithOptions)(forge.util.createBuffer(der.toString('binary')), { decodeBitStrings: false });
}

/** The children of a constructed node (none for a primitive one or a missing node). */
export function asn1Children(node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  return Array.isArray(node?.value) ? node.value : [];
}

/** The dotted OID of an OID node; null for anything else. */
export function asn1Oid(node: forge.asn1.Asn1 | undefined): string | null {
  return node && node.type === forge.asn1.Type.OID ? forge.asn1.derToOid(node.value as string) : null;
}
