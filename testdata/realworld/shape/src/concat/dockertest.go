package concat

import "fmt"

type resource struct{ ports map[string]string }

func (r *resource) GetPort(id string) string { return r.ports[id] }

// Source: github.com/ory/hydra/oryx/sqlcon/dockertest/test_helper.go
// Helpers that start a database container return its DSN, with the
// container's fixed password in it.
func postgresDSN(r *resource) string {
	return fmt.Sprintf("postgres://postgres:secret@127.0.0.1:%s/postgres?sslmode=disable", r.GetPort("5432/tcp")) // defect credentials
}

// Source: github.com/ory/hydra/oryx/sqlcon/dockertest/test_helper.go
// The same for CockroachDB's twin helper.
func cockroachDSN(r *resource) string {
	return fmt.Sprintf("postgres://root:secret@127.0.0.1:%s/defaultdb?sslmode=disable", r.GetPort("26257/tcp")) // defect credentials
}

// Source: github.com/helm/helm/pkg/chart/v2/util/create.go
// A NOTES.txt template of a generated chart: Go template actions build
// the URL when the chart is installed.
const defaultNotes = `1. Get the application URL by running these commands:
{{- range $host := .Values.ingress.hosts }}
  http{{ if $.Values.ingress.tls }}s{{ end }}://{{ $host.host }}{{ .path }}
{{- end }}
` // lookalike
