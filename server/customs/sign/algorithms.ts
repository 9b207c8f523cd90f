// The algorithm identifiers of §6 of the 2022-05 message standard, exactly as it writes them.
// The SM2/SM3 ones are chinaport's own URIs (the standard's "国密算法（首选）"), not the IETF
// draft's or xml-crypto's; the official samples carry the same strings.

export type SignatureAlgorithm = 'SM2-SM3' | 'RSA-SHA1';

export const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
export const C14N_URI = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const ENVELOPED_SIGNATURE_URI = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

interface AlgorithmUris {
  signatureMethod: string;
  digestMethod: string;
  /** Node's name of the digest. */
  digest: 'sm3' | 'sha1';
}

export const ALGORITHM_URIS: Record<SignatureAlgorithm, AlgorithmUris> = {
  'SM2-SM3': {
    signatureMethod: 'http://www.chinaport.gov.cn/2022/04/xmldsig#sm2-sm3',
    digestMethod: 'http://www.chinaport.gov.cn/2022/04/xmldsig#sm3',
    digest: 'sm3',
  },
  'RSA-SHA1': {
    signatureMethod: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    digestMethod: 'http://www.w3.org/2000/09/xmldsig#sha1',
    digest: 'sha1',
  },
};

/** The algorithm a SignatureMethod URI names, or null for one the standard does not allow. */
export function algorithmOfSignatureMethod(uri: string): SignatureAlgorithm | null {
  for (const [algorithm, uris] of Object.entries(ALGORITHM_URIS)) {
    if (uris.signatureMethod === uri) return algorithm as SignatureAlgorithm;
  }
  return null;
}
