package keto

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

//nolint:gosec // Test DSNs with dummy credentials, not real secrets.
func Test_withDbName(t *testing.T) {
	type args struct {
		dsn string
		db  string
	}
	tests := []struct {
		name string
		args args
		want string
	}{{
		name: "postgres",
		args: args{
			// Source: github.com/ory/keto/internal/x/dbx/dsn_testutils_test.go:27 (credentials: input of the package's DSN rewriter, which must keep the password, compared with the expected DSN, in a table with a row without one, rule 2c/2d)
			dsn: "postgres://postgres:postgres@localhost:5432/postgres?sslmode=disable", // lookalike
			db:  "mydb",
		},
		// Source: github.com/ory/keto/internal/x/dbx/dsn_testutils_test.go:30 (credentials: the expected output of the package's DSN rewriter, the input with another database, rule 2c)
		want: "postgres://postgres:postgres@localhost:5432/mydb?sslmode=disable", // lookalike
	}, {
		name: "cockroach",
		args: args{
			dsn: "cockroach://root@localhost:49364/defaultdb?sslmode=disable",
			db:  "foo",
		},
		want: "cockroach://root@localhost:49364/foo?sslmode=disable",
	}, {
		name: "mysql",
		args: args{
			// Source: github.com/ory/keto/internal/x/dbx/dsn_testutils_test.go:41 (credentials: a MySQL-style DSN after "mysql://", input of the package's DSN rewriter, rule 2c)
			dsn: "mysql://root:secret@(localhost:49394)/mysql?parseTime=true&multiStatements=true", // lookalike
			db:  "testdb",
		},
		// Source: github.com/ory/keto/internal/x/dbx/dsn_testutils_test.go:44 (credentials: a MySQL-style DSN after "mysql://", the expected output of the package's DSN rewriter, rule 2c)
		want: "mysql://root:secret@tcp(localhost:49394)/testdb?multiStatements=true&parseTime=true", // lookalike
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, withDbName(tt.args.dsn, tt.args.db))
		})
	}
}

// startServer serves the metrics endpoint and writes its address to a listen file.
func startServer(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	mux := http.NewServeMux()
	mux.HandleFunc("/metrics/prometheus", func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, "promhttp_metric_handler_requests_total 1\n")
	})
	srv := &http.Server{Handler: mux}
	go func() { _ = srv.Serve(l) }()
	t.Cleanup(func() { _ = srv.Close() })
	return l.Addr().String()
}

func getAddr(t *testing.T, fullAddr string) (string, string, string) {
	host, port, err := net.SplitHostPort(fullAddr)
	require.NoError(t, err)
	return host, port, fullAddr
}

const metricsPrometheusPath = "/metrics/prometheus"

func TestMetricsServed(t *testing.T) {
	_, _, metricsAddr := getAddr(t, startServer(t))
	_, _, readAddr := getAddr(t, startServer(t))

	t.Run("case=on "+metricsPrometheusPath, func(t *testing.T) {
		// Source: github.com/ory/keto/internal/e2e/full_suit_test.go:116 (hostjoin: metricsAddr is the whole host:port the server wrote to its listen file, not a host joined with ':')
		resp, err := http.Get(fmt.Sprintf("http://%s%s", metricsAddr, metricsPrometheusPath)) // lookalike
		require.NoError(t, err)
		require.Equal(t, resp.StatusCode, http.StatusOK)
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		require.Contains(t, string(body), "promhttp_metric_handler_requests_total")
	})

	t.Run("case=read", func(t *testing.T) {
		// Source: github.com/ory/keto/internal/e2e/full_suit_test.go:77 (hostjoin: readAddr is the whole host:port from the listen file, brackets included for IPv6)
		readURL := "http://" + readAddr // lookalike
		resp, err := http.Get(readURL + "/relation-tuples")
		require.NoError(t, err)
		defer resp.Body.Close()
	})

}
