package okteto

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"testing"
	"time"
)

func getPort(address string) string {
	_, port, _ := net.SplitHostPort(address)
	return port
}

// startTestServer mirrors the servers of pkg/ssh/manager_test.go.
func startTestServer(remote int) *http.Server {
	// Source: github.com/okteto/okteto/pkg/ssh/manager_test.go:163 (hostjoin: an empty host and the port joined with net.JoinHostPort for a listen address, the right way, by the hostjoin check)
	addr := net.JoinHostPort("", strconv.Itoa(remote)) // lookalike
	server := &http.Server{
		Addr:              addr,
		Handler:           http.NotFoundHandler(),
		ReadHeaderTimeout: 3 * time.Second,
	}
	go server.ListenAndServe()
	return server
}

// callForwards mirrors pkg/ssh/manager_test.go: it calls each forward on localhost.
func callForwards(fm *ForwardManager) error {
	for _, f := range fm.forwards {
		localPort := getPort(f.localAddress)
		// Source: github.com/okteto/okteto/pkg/ssh/manager_test.go:237 (hostjoin: the host is the constant localhost and the port comes from SplitHostPort, no IPv6 literal can reach the join, by the hostjoin check and rule 1)
		r, err := http.Get(fmt.Sprintf("http://localhost:%s", localPort)) // lookalike
		if err != nil {
			return err
		}
		defer r.Body.Close()
		if _, err := io.ReadAll(r.Body); err != nil {
			return err
		}
	}
	return nil
}

// callReverseForwards mirrors pkg/ssh/manager_test.go.
func callReverseForwards(fm *ForwardManager) error {
	for _, r := range fm.reverses {
		remotePort := getPort(r.remoteAddress)
		// Source: github.com/okteto/okteto/pkg/ssh/manager_test.go:265 (hostjoin: constant localhost and a port from SplitHostPort, a valid URL, by the hostjoin check and rule 1)
		resp, err := http.Get(fmt.Sprintf("http://localhost:%s", remotePort)) // lookalike
		if err != nil {
			return err
		}
		resp.Body.Close()
	}
	return nil
}

func TestForwards(t *testing.T) {
	fm := &ForwardManager{localInterface: Localhost, remoteInterface: Localhost, forwards: map[int]*forward{}, reverses: map[int]*forward{}}
	if err := fm.Add(Forward{Local: 18080, Remote: 18081}); err != nil {
		t.Fatal(err)
	}
	s := startTestServer(18080)
	defer s.Close()
	_ = callForwards
	_ = callReverseForwards
}
