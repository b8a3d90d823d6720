package questdb

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

type qwpFuzzServer struct {
	owns     bool
	host     string
	httpPort int
}

func launchFuzzServer() (*qwpFuzzServer, error) {
	if addr := strings.TrimSpace(os.Getenv("QDB_FUZZ_ADDR")); addr != "" {
		host, portStr, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, fmt.Errorf("QDB_FUZZ_ADDR %q: %w", addr, err)
		}
		port, err := strconv.Atoi(portStr)
		if err != nil {
			return nil, fmt.Errorf("QDB_FUZZ_ADDR %q: bad port: %w", addr, err)
		}
		return &qwpFuzzServer{owns: false, host: host, httpPort: port}, nil
	}
	return &qwpFuzzServer{owns: true, host: "127.0.0.1", httpPort: 9000}, nil
}

func (s *qwpFuzzServer) pingOK() bool {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet,
		// Source: github.com/questdb/go-questdb-client/qwp_fuzz_fixture_test.go:578 (hostjoin: the host comes from QDB_FUZZ_ADDR through net.SplitHostPort, which strips an IPv6 address's brackets, and is joined to the port with ':', rule 3)
		fmt.Sprintf("http://%s:%d/ping", s.host, s.httpPort), nil) // defect hostjoin
	if err != nil {
		return false
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func (s *qwpFuzzServer) senderConf() string {
	// Source: github.com/questdb/go-questdb-client/qwp_fuzz_fixture_test.go:693 (hostjoin: s.host comes from QDB_FUZZ_ADDR through net.SplitHostPort, which strips IPv6 brackets, and is joined with a bare ':' into the ws::addr=host:port address the client dials; relabelled from look-alike: an address is an authority, which the check's definition names)
	return fmt.Sprintf("ws::addr=%s:%d;", s.host, s.httpPort) // defect hostjoin
}

func (s *qwpFuzzServer) execSQL(sql string) error {
	// Source: github.com/questdb/go-questdb-client/qwp_fuzz_fixture_test.go:707 (hostjoin: the same environment host joined to the port with ':' in the /exec URL, rule 3)
	u, err := url.Parse(fmt.Sprintf("http://%s:%d/exec", s.host, s.httpPort)) // defect hostjoin
	if err != nil {
		return err
	}
	q := url.Values{}
	q.Set("query", sql)
	u.RawQuery = q.Encode()
	resp, err := http.Get(u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
