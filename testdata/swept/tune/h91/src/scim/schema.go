package scim

import "strings"

// Schema is a SCIM schema, identified by its URN.
type Schema struct {
	ID         string
	Attributes []string
}

// HasPatchAttribute reports whether k names an attribute of the schema,
// written in full with the schema URN when the schema is an extension.
func (s Schema) HasPatchAttribute(k string, isExtension bool) bool {
	for _, name := range s.Attributes {
		if strings.EqualFold(name, k) {
			return true
		}
		// Source: github.com/elimity-com/scim/schema/schema.go:231 (hostjoin: the schema URN joined to an attribute name with ':' is the SCIM full attribute name, no host and port)
		if isExtension && strings.EqualFold(s.ID+":"+name, k) { // lookalike
			return true
		}
	}
	return false
}
