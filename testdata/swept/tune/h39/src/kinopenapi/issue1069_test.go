package kinopenapi

import "testing"

func TestIssue1069ExternalDocs(t *testing.T) {
	tests := []struct {
		name, level, url string
	}{
		// Source: github.com/getkin/kin-openapi/openapi2conv/issue1069_test.go:66 (hostform: the expected external docs URL the v2-to-v3 converter must carry over unchanged, a single-label host being valid.)
		{name: "operation level externalDocs", level: "operation", url: "https://example/operation"}, // lookalike
		// Source: github.com/getkin/kin-openapi/openapi2conv/issue1069_test.go:140 (hostform: the expected external docs URL the v3-to-v2 converter must carry over unchanged, a single-label host being valid.)
		{name: "v3 root level externalDocs", level: "root", url: "https://example/root"}, // lookalike
		// Source: github.com/getkin/kin-openapi/openapi2conv/issue1069_test.go:197 (hostform: the expected external docs URL the v3-to-v2 converter must carry over unchanged, a single-label host being valid.)
		{name: "v3 schema level externalDocs", level: "schema", url: "https://example/schema"}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			docs := &ExternalDocs{URL: tc.url}
			in := &T{Operations: map[string]*Operation{}, Schemas: map[string]*Schema{}}
			switch tc.level {
			case "root":
				in.ExternalDocs = docs
			case "operation":
				in.Operations["GET /test"] = &Operation{ExternalDocs: docs}
			case "schema":
				in.Schemas["TestSchema"] = &Schema{ExternalDocs: docs}
			}
			out := Convert(in)
			var got string
			switch tc.level {
			case "root":
				got = out.ExternalDocs.URL
			case "operation":
				got = out.Operations["GET /test"].ExternalDocs.URL
			case "schema":
				got = out.Schemas["TestSchema"].ExternalDocs.URL
			}
			if got != tc.url {
				t.Errorf("got %q, want %q", got, tc.url)
			}
		})
	}
}
