package istio

import (
	"fmt"
	"net"
	"net/http"
	"testing"
)

type statusServer struct {
	statusPort uint16
}

func newTestStatusServer(t *testing.T) *statusServer {
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	go http.Serve(ln, http.NotFoundHandler())
	return &statusServer{statusPort: uint16(ln.Addr().(*net.TCPAddr).Port)}
}

func TestPprof(t *testing.T) {
	pprofPath := "/debug/pprof/cmdline"
	server := newTestStatusServer(t)
	client := http.Client{}
	// Source: istio.io/istio/pilot/cmd/pilot-agent/status/server_test.go:240 (hostjoin: the test's own localhost joined to the port of its own server)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("http://localhost:%v/%s", server.statusPort, pprofPath), nil) // lookalike
	if err != nil {
		t.Fatalf("[%v] failed to create request", pprofPath)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

type jwtKeyServer struct {
	httpsPort chan int
}

func TestJwtHTTPSServer(t *testing.T) {
	server := &jwtKeyServer{httpsPort: make(chan int, 1)}
	server.httpsPort <- 8443
	httpsClient := &http.Client{}
	// Source: istio.io/istio/samples/jwt-server/src/main_test.go:74 (hostjoin: the test's own localhost joined to the port of the server it started)
	httpsReq, err := http.NewRequest(http.MethodGet, fmt.Sprintf("https://localhost:%d/jwtkeys", <-server.httpsPort), nil) // lookalike
	if err != nil {
		t.Fatal(err.Error())
	}
	resp, err := httpsClient.Do(httpsReq)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

type discoveryServer struct {
	httpAddr string
}

func TestServerValidate(t *testing.T) {
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	go http.Serve(ln, http.NotFoundHandler())
	s := &discoveryServer{httpAddr: ln.Addr().String()}
	c := http.Client{}
	defer c.CloseIdleConnections()
	// Source: istio.io/istio/pilot/pkg/bootstrap/server_test.go:606 (hostjoin: httpAddr is the listener's Addr().String(), already host:port)
	resp, err := c.Get("http://" + s.httpAddr + "/validate") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
