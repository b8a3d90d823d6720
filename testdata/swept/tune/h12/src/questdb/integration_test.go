package questdb

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

type mappedPort string

func (p mappedPort) Port() string { return string(p) }

type questdbContainer interface {
	Host(ctx context.Context) (string, error)
	MappedPort(ctx context.Context, port string) (mappedPort, error)
}

type questdbC struct {
	httpAddress string
	ilpAddress  string
}

func setupQuestDB(ctx context.Context, qdbC questdbContainer) (*questdbC, error) {
	ip, err := qdbC.Host(ctx)
	if err != nil {
		return nil, err
	}
	port, err := qdbC.MappedPort(ctx, "9000")
	if err != nil {
		return nil, err
	}
	// Source: github.com/questdb/go-questdb-client/integration_test.go:186 (hostjoin: The host is the testcontainers container's Host(), from outside the test, joined to the mapped port with a bare ':' into the sender's address (and later an http:// URL); relabelled from look-alike: an address is an authority, which the check's definition names)
	httpAddress := fmt.Sprintf("%s:%s", ip, port.Port()) // defect hostjoin
	return &questdbC{httpAddress: httpAddress}, nil
}

func ddl(t *testing.T, ddl, address string) {
	// We always query data using the QuestDB container over http
	// Source: github.com/questdb/go-questdb-client/tcp_integration_test.go:513 (hostjoin: the address is host:port already, put whole after "http://")
	address = "http://" + address // lookalike
	u, err := url.Parse(address)
	assert.NoError(t, err)

	u.Path += "exec"
	params := url.Values{}
	params.Add("query", ddl)
	u.RawQuery = params.Encode()
	res, err := http.Get(fmt.Sprintf("%v", u))
	assert.NoError(t, err)
	defer res.Body.Close()
}

func benchEnvStr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func benchEgressAddr() string { return benchEnvStr("QDB_BENCH_ADDR", "localhost:9000") }

func benchExec(sql string) error {
	// Source: github.com/questdb/go-questdb-client/qwp_egress_bench_test.go:129 (hostjoin: a host:port address from the environment put whole after "http://", nothing joined)
	u, _ := url.Parse("http://" + benchEgressAddr()) // lookalike
	u.Path = "/exec"
	params := url.Values{}
	params.Set("query", sql)
	u.RawQuery = params.Encode()
	resp, err := http.Get(u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
