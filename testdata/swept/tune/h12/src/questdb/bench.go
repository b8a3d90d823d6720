package questdb

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

const (
	host      = "localhost"
	httpPort  = 9000
	pgPort    = 8812
	tableName = "bench"
)

func pgConnString() string {
	// Source: github.com/questdb/go-questdb-client/bench/qwp-egress-read/main.go:156 (credentials: the server's password in the PostgreSQL connection URI the benchmark connects with)
	return fmt.Sprintf("postgres://admin:quest@%s:%d/qdb?sslmode=disable", host, pgPort) // defect credentials
}

func pgConnStringWide() string {
	// Source: github.com/questdb/go-questdb-client/bench/qwp-egress-read-wide/main.go:157 (credentials: the same password in the connection URI of the wide-table benchmark)
	return fmt.Sprintf("postgres://admin:quest@%s:%d/qdb?sslmode=disable", host, pgPort) // defect credentials
}

func runHTTPExec(ctx context.Context) error {
	sql := "SELECT ts,id,price,sym,note FROM " + tableName
	// Source: github.com/questdb/go-questdb-client/bench/qwp-egress-read/main.go:368 (hostjoin: the host is the constant "localhost", and the SQL goes through url.QueryEscape)
	u := fmt.Sprintf("http://%s:%d/exec?query=%s&count=true", // lookalike
		host, httpPort, url.QueryEscape(sql))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
