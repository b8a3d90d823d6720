// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

// Source: github.com/russellhaering/gosaml2/test_constants.go:39 (syntax: SAML response XML text with a Destination attribute and namespace URIs, not a URI as a whole)
const rawResponse = `<?xml version="1.0" encoding="UTF-8"?><saml2p:Response xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" Destination="http://localhost:8080/v1/_saml_callback" ID="id2128248929510670834559185" Version="2.0" xmlns:xs="http://www.w3.org/2001/XMLSchema"><saml2:Issuer xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion">http://www.okta.com/exk5zt0r12Edi4rD20h7</saml2:Issuer></saml2p:Response>` // lookalike

// Source: github.com/russellhaering/gosaml2/test_constants.go:163 (syntax: SAML response XML text with an altered Recipient, not a URI as a whole)
const alteredRecipientResponse = `<?xml version="1.0" encoding="UTF-8"?><saml2p:Response xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" Destination="http://localhost:8080/v1/_saml_callback" Version="2.0"><saml2:SubjectConfirmationData xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" Recipient="http://localhost:8080/v1/_saml_callback"/></saml2p:Response>` // lookalike

// Source: github.com/russellhaering/gosaml2/test_constants.go:239 (syntax: SAML response XML text with signature algorithm URIs ending in a fragment, not a URI as a whole)
const missingIDResponse = `<?xml version="1.0" encoding="UTF-8"?><saml2p:Response xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" Destination="http://localhost:8080/v1/_saml_callback" ID="" Version="2.0"><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/></ds:Signature></saml2p:Response>` // lookalike

// Source: github.com/russellhaering/gosaml2/test_constants.go:331 (syntax: SAML response XML text used as a proxy-restriction fixture, not a URI as a whole)
const assertionInfoProxyRestrictionResponse = `<?xml version="1.0" encoding="UTF-8"?><saml2p:Response xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" Destination="http://localhost:8080/v1/_saml_callback" Version="2.0"><saml2:Issuer xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion">http://www.okta.com/exk5zt0r12Edi4rD20h7</saml2:Issuer></saml2p:Response>` // lookalike

// Source: github.com/russellhaering/gosaml2/test_constants.go:412 (syntax: XML text of an assertion injection attack fixture with a double-colon element name)
const doubleColonAssertionInjectionAttackResponse = `<samlp:Response xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="R060bff490336a09324ed664f6e8b03fa12dc1994" Version="2.0" Destination="http://884d40bf.ngrok.io/api/sso/saml2/acs/58af624473d4f375b8e70d81"><saml:Issuer>https://app.onelogin.com/saml/metadata/634027</saml:Issuer><::Assertion xmlns="urn:oasis:names:tc:SAML:2.0:assertion"></::Assertion></samlp:Response>` // lookalike

var responseFixtures = []string{rawResponse, alteredRecipientResponse, missingIDResponse, assertionInfoProxyRestrictionResponse, doubleColonAssertionInjectionAttackResponse}
