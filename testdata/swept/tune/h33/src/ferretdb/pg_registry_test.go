package ferretdb

import "testing"

func TestPostgreSQLAuth(t *testing.T) {
	for name, tc := range map[string]struct {
		uri string
		err string
	}{
		"WrongUser": {
			// Source: github.com/FerretDB/FerretDB/internal/backends/postgresql/metadata/registry_test.go:127 (credentials: the WrongUser row expects the server to refuse these deliberately wrong credentials.)
			uri: "postgres://wrong-user:wrong-password@127.0.0.1:5432/ferretdb", // lookalike
			err: `role "wrong-user" does not exist`,
		},
	} {
		t.Run(name, func(t *testing.T) {
			r, err := NewRegistry(tc.uri)
			if err != nil {
				t.Fatal(err)
			}
			if err = r.Ping(); err == nil {
				t.Fatalf("expected %s", tc.err)
			}
		})
	}
}
