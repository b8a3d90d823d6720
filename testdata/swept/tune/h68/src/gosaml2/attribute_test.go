// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

import (
	"encoding/xml"
	"testing"
)

// Source: github.com/russellhaering/gosaml2/attribute_test.go:25 (syntax: attribute statement XML text whose NameID qualifiers are URLs, not a URI as a whole)
const nameIDAttributeStatement = `<saml2:AttributeStatement xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion"><saml2:Attribute Name="urn:oid:1.3.6.1.4.1.5923.1.1.1.10"><saml2:AttributeValue><saml2:NameID NameQualifier="https://idp.example.edu/idp/shibboleth" SPNameQualifier="https://sp.example.com/shibboleth">a1b2c3d4e5f6</saml2:NameID></saml2:AttributeValue></saml2:Attribute></saml2:AttributeStatement>` // lookalike

func TestValuesWithNameIDAttributeValue(t *testing.T) {
	var v struct {
		XMLName xml.Name
	}
	if err := xml.Unmarshal([]byte(nameIDAttributeStatement), &v); err != nil {
		t.Fatal(err)
	}
}
