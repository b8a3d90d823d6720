package kinopenapi

import (
	"reflect"
	"testing"
)

func TestServerParamValuesNoPath(t *testing.T) {
	server := &Server{
		// Source: github.com/getkin/kin-openapi/openapi3/server_test.go:48 (syntax: an OpenAPI server URL template given to the server matcher under test (rule 2c), braces in the host being template syntax.)
		URL: "https://{arg0}.{arg1}.example.com/", // lookalike
	}
	names, err := server.ParameterNames()
	if err != nil || !reflect.DeepEqual(names, []string{"arg0", "arg1"}) {
		t.Errorf("names = %v, err = %v", names, err)
	}
}

func TestServerValidateVariables(t *testing.T) {
	tests := []struct {
		name    string
		server  *Server
		wantErr string
	}{
		{
			"a repeated reference is declared once",
			&Server{
				// Source: github.com/getkin/kin-openapi/openapi3/server_test.go:158 (syntax: a row of a table of server templates for the template validator (rule 2c/2d), braces being template syntax.)
				URL: "https://{x}.example.com/{x}", // lookalike
				Variables: map[string]*ServerVariable{
					"x": {Default: "www"},
				},
			},
			"",
		},
	}
	for _, tc := range tests {
		err := tc.server.Validate()
		if (err == nil) != (tc.wantErr == "") {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}
