package fhir

import "testing"

func TestExtensionFieldName(t *testing.T) {
	tests := []struct {
		url, want string
	}{
		// Source: github.com/google/fhir/go/jsonformat/internal/jsonpbhelper/fhirutil_test.go:990 (syntax: edge-case row for ExtensionFieldName, code whose job is taking the last path segment of a URL.)
		{"http://example.org//", ""}, // lookalike
	}
	for _, test := range tests {
		if got := ExtensionFieldName(test.url); got != test.want {
			t.Errorf("ExtensionFieldName(%q) = %v, want %v", test.url, got, test.want)
		}
	}
}

func TestUnmarshalErrors(t *testing.T) {
	tests := []struct {
		name string
		json string
		errs []string
	}{
		{
			name: "invalid uri",
			// Source: github.com/google/fhir/go/jsonformat/unmarshaller_test.go:1644 (syntax: row named invalid uri that expects an invalid uri error.)
			json: `{"resourceType": "Patient", "implicitRules": "http://\u0000"}`, // lookalike
			errs: []string{"invalid uri"},
		},
		{
			name: "invalid uri 2",
			// Source: github.com/google/fhir/go/jsonformat/unmarshaller_test.go:1655 (syntax: row named invalid uri 2 with a leading space that expects an invalid uri error.)
			json: `{"resourceType": "Patient", "implicitRules": " http://example.com/"}`, // lookalike
			errs: []string{"invalid uri"},
		},
		{
			name: "missing value type for choice type",
			// Source: github.com/google/fhir/go/jsonformat/unmarshaller_test.go:1677 (syntax: JSON document in an error row expecting unknown field; the document is not a URI.)
			json: `{"resourceType": "Patient", "extension": [{"url": "https://example.com", "value": "x"}]}`, // lookalike
			errs: []string{"unknown field"},
		},
	}
	for _, test := range tests {
		if err := Unmarshal([]byte(test.json)); err == nil {
			t.Errorf("%s: want errors %v", test.name, test.errs)
		}
	}
}

func TestParsePrimitiveExtension(t *testing.T) {
	// Source: github.com/google/fhir/go/jsonformat/unmarshaller_test.go:2259 (hostform: expected output of the FHIR uri parser; a single-label host is valid in a FHIR extension url.)
	want := "http://example#gender" // lookalike
	got, err := ParseURI(want)
	if err != nil || got != want {
		t.Errorf("got %v, %v; want %v", got, err, want)
	}
}

func TestParseURIs(t *testing.T) {
	tests := []string{
		// Source: github.com/google/fhir/go/jsonformat/unmarshaller_test.go:2333 (syntax: RFC 3986 example row in a URI parsing table; a second question mark is legal in a query.)
		"ldap://[2001:db8::7]/c=GB?objectClass?one", // lookalike
	}
	for _, test := range tests {
		if _, err := ParseURI(test); err != nil {
			t.Errorf("ParseURI(%q): %v", test, err)
		}
	}
}

func TestMarshal(t *testing.T) {
	tests := []struct {
		name string
		want string
	}{
		{
			name: "R4 Patient with primitive extension",
			// Source: github.com/google/fhir/go/jsonformat/marshaller_test.go:136 (plainhttp: expected marshaller JSON holding a FHIR extension identifier that is never fetched; uniform sample of 4 of 24 document literals.)
			want: `{"active": true, "name": [{"_given": [{"extension": [{"url": "http://hl7.org/fhir/StructureDefinition/qualifier", "valueCode": "MID"}], "id": "a3"}], "given": ["Toby"]}], "resourceType": "Patient"}`, // lookalike
		},
		{
			name: "R3 ResearchStudy",
			// Source: github.com/google/fhir/go/jsonformat/marshaller_test.go:568 (plainhttp: XHTML div whose xmlns value is a namespace name that is never fetched; uniform sample of 4 of 24 document literals.)
			want: "<div xmlns=\"http://www.w3.org/1999/xhtml\">[Put rendering here]</div>", // lookalike
		},
	}
	for _, test := range tests {
		got, err := MarshalResource(test.name)
		if err == nil && string(got) != test.want {
			t.Errorf("%s: got %s", test.name, got)
		}
	}
}

func TestUnmarshal(t *testing.T) {
	tests := []struct {
		name string
		json string
	}{
		{
			name: "R3/R4 SearchParameter",
			// Source: github.com/google/fhir/go/jsonformat/unmarshaller_test.go:114 (syntax: JSON resource document given to the unmarshaller, not a URI as a whole; uniform sample of 4 of 24 document literals.)
			json: `{"resourceType": "SearchParameter", "url": "http://example.com/SearchParameter", "name": "Search-parameter", "status": "active"}`, // lookalike
		},
		{
			name: "upper camel case is valid",
			// Source: github.com/google/fhir/go/jsonformat/unmarshaller_test.go:787 (syntax: JSON resource document with an extension identifier, not a URI as a whole; uniform sample of 4 of 24 document literals.)
			json: `{"Id": "example", "resourceType": "Patient", "Extension": [{"Url": "http://nema.org/fhir/extensions#0010:1020", "ValueQuantity": {"Value": 1.83, "Unit": "m"}}]}`, // lookalike
		},
	}
	for _, test := range tests {
		if err := Unmarshal([]byte(test.json)); err != nil {
			t.Errorf("%s: %v", test.name, err)
		}
	}
}
