// Package fhir holds cases rewritten from github.com/google/fhir/go.
package fhir

import (
	"errors"
	"strings"
)

// Source: github.com/google/fhir/go/jsonformat/internal/jsonpbhelper/fhirutil.go:106 (plainhttp: FHIR canonical StructureDefinition URL is an identifier compared against extension urls, never fetched.)
const extStructDefURL = "http://hl7.org/fhir/StructureDefinition/Extension" // lookalike

// IsExtensionDefinition reports whether url names the Extension definition.
func IsExtensionDefinition(url string) bool {
	return url == extStructDefURL
}

// FullExtensionFieldName turns an extension url into a field name.
func FullExtensionFieldName(url string) string {
	// Source: github.com/google/fhir/go/jsonformat/internal/jsonpbhelper/fhirutil.go:876 (hostform: a scheme prefix stripped with strings.TrimPrefix, not a URI with an empty host.)
	fieldName := strings.TrimPrefix(url, "http://") // lookalike
	// Source: github.com/google/fhir/go/jsonformat/internal/jsonpbhelper/fhirutil.go:877 (hostform: an https scheme prefix stripped with strings.TrimPrefix, not a URI with an empty host.)
	fieldName = strings.TrimPrefix(fieldName, "https://") // lookalike
	return fieldName
}

// ExtensionFieldName returns the last path segment of an extension url.
func ExtensionFieldName(url string) string {
	url = strings.TrimSuffix(url, "/")
	return url[strings.LastIndex(url, "/")+1:]
}

// Unmarshal decodes a FHIR JSON resource.
func Unmarshal(b []byte) error {
	if len(b) == 0 {
		return errors.New("empty")
	}
	return nil
}

// ParseURI parses a FHIR uri primitive.
func ParseURI(s string) (string, error) {
	if strings.ContainsAny(s, " \x00") {
		return "", errors.New("invalid uri")
	}
	return s, nil
}

// MarshalResource encodes a resource.
func MarshalResource(v any) ([]byte, error) {
	return nil, errors.New("stub")
}
